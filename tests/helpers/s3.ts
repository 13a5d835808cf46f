/**
 * A real S3-compatible server on loopback for tests: s3rver (a pure-JS S3 server keeping objects in a
 * directory) behind a small front that checks every request's AWS Signature V4 and payload hash
 * the way S3 does. s3rver itself checks only that the access key id exists, so without the front a
 * wrong secret or a badly signed request would pass. The front signs with the `aws4` package, a
 * separate implementation from ours, and answers S3's own errors (SignatureDoesNotMatch,
 * XAmzContentSHA256Mismatch, InvalidAccessKeyId).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = require("s3rver") as new (options: Record<string, unknown>) => S3rverInstance;
const aws4 = require("aws4") as {
  sign(request: Record<string, unknown>, credentials: { accessKeyId: string; secretAccessKey: string }): { headers: Record<string, string> };
};

/** s3rver's one account: its key pair is built in. */
export const S3_TEST_KEY = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export async function startS3(bucket = "cement-test") {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  // Virtual-host requests arrive for <bucket>.s3.test.invalid (the tests resolve every name to loopback).
  const s3 = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, serviceEndpoint: "test.invalid", configureBuckets: [{ name: bucket }] });
  const upstream = await s3.run();
  /** Every request the front let through: method and path (with the query). */
  const requests: { method: string; url: string }[] = [];

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const refused = check(req, body);
      if (refused) {
        res.writeHead(refused.status, { "content-type": "application/xml" });
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refused.code}</Code><Message>${refused.message}</Message></Error>`);
        return;
      }
      requests.push({ method: req.method ?? "", url: req.url ?? "" });
      const headers = { ...req.headers };
      delete headers.expect;
      const forward = http.request({ host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on("error", () => res.destroy());
      forward.end(body);
    });
  });
  const port = await new Promise<number>((resolve) => front.listen(0, "127.0.0.1", () => resolve((front.address() as AddressInfo).port)));

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    /** Where s3rver keeps the objects (a file per object under directory/bucket). */
    directory,
    requests,
    /** The environment that configures the app for this server. */
    env: (over: Record<string, string> = {}) => ({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secretAccessKey,
      ...over,
    }),
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const AUTH = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** What S3 would refuse about this request's signature or body, if anything. */
function check(req: http.IncomingMessage, body: Buffer): { status: number; code: string; message: string } | null {
  const match = AUTH.exec(req.headers.authorization ?? "");
  if (!match) return { status: 403, code: "AccessDenied", message: "Access Denied" };
  const [, keyId, , region, signedList, signature] = match;
  if (keyId !== S3_TEST_KEY.accessKeyId) {
    return { status: 403, code: "InvalidAccessKeyId", message: "The AWS Access Key Id you provided does not exist in our records." };
  }
  const signed = signedList.split(";");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!["host", "x-amz-date", "x-amz-content-sha256"].every((h) => signed.includes(h))) {
    return { status: 400, code: "AuthorizationHeaderMalformed", message: "host, x-amz-date and x-amz-content-sha256 must be signed" };
  }
  const headers = Object.fromEntries(signed.map((name) => [name, String(req.headers[name] ?? "")]));
  const expected = aws4.sign({ host: req.headers.host, method: req.method, path: req.url, service: "s3", region, headers }, S3_TEST_KEY).headers.Authorization;
  if (!String(expected).endsWith(`Signature=${signature}`)) {
    return {
      status: 403,
      code: "SignatureDoesNotMatch",
      message: "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    };
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== crypto.createHash("sha256").update(body).digest("hex")) {
    return { status: 400, code: "XAmzContentSHA256Mismatch", message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }
  return null;
}
