/**
 * The S3 client's parts that need no server: Signature V4 against the worked examples of Amazon's
 * S3 documentation ("Signature Calculations for the Authorization Header: Transferring Payload in
 * a Single Chunk"), and the S3_ settings, which must be complete or absent.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/core/config";
import { createObjectStorage, regionOf, signRequest } from "../../server/core/object-storage";
import { testConfigEnv } from "../helpers/test-env";

describe("AWS Signature V4", () => {
  // The documentation's example credentials, bucket and moment.
  const credentials = { region: "us-east-1", accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
  const now = new Date("2013-05-24T00:00:00Z");
  const host = "examplebucket.s3.amazonaws.com";
  const emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
  const sign = (req: { method: string; path: string; query?: Record<string, string>; headers?: Record<string, string>; payloadHash?: string }) =>
    signRequest({ host, query: {}, headers: {}, payloadHash: emptyHash, ...req }, credentials, now);

  it("signs GET Object with a Range header", () => {
    const headers = sign({ method: "GET", path: "/test.txt", headers: { Range: "bytes=0-9" } });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-date"]).toBe("20130524T000000Z");
  });

  it("signs PUT Object with an escaped key and a signed payload", () => {
    const headers = sign({
      method: "PUT",
      path: "/test%24file.text",
      headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
      payloadHash: "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    });
    expect(headers.authorization).toMatch(/SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, /);
    expect(headers.authorization).toMatch(/Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/);
  });

  it("signs a sub-resource and a listing's query", () => {
    expect(sign({ method: "GET", path: "/", query: { lifecycle: "" } }).authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
    expect(sign({ method: "GET", path: "/", query: { prefix: "J", "max-keys": "2" } }).authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });
});

describe("S3 settings", () => {
  const complete = {
    S3_ENDPOINT: "https://s3.ap-south-1.amazonaws.com/",
    S3_BUCKET: "cement-backups",
    S3_ACCESS_KEY_ID: "AKIAEXAMPLEEXAMPLE",
    S3_SECRET_ACCESS_KEY: "a-secret-of-the-owner",
  };
  const configError = (env: Record<string, string>) => {
    try {
      loadConfig(testConfigEnv(env));
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    return "";
  };

  it("is no storage when no S3_ variable is set", () => {
    expect(loadConfig(testConfigEnv()).objectStorage).toBeUndefined();
    expect(createObjectStorage(undefined)).toBeNull();
    expect(loadConfig(testConfigEnv({ S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: "false" })).objectStorage).toBeUndefined();
  });

  it("reads a complete configuration, the region from an Amazon or R2 endpoint unless S3_REGION says", () => {
    expect(loadConfig(testConfigEnv({ ...complete, S3_PREFIX: "/cement" })).objectStorage).toEqual({
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      region: "ap-south-1",
      bucket: "cement-backups",
      accessKeyId: "AKIAEXAMPLEEXAMPLE",
      secretAccessKey: "a-secret-of-the-owner",
      prefix: "cement/",
      forcePathStyle: false,
    });
    expect(loadConfig(testConfigEnv({ ...complete, S3_REGION: "eu-west-1" })).objectStorage?.region).toBe("eu-west-1");
    expect(regionOf("https://0123abcd.r2.cloudflarestorage.com")).toBe("auto");
    expect(regionOf("https://s3-eu-west-1.amazonaws.com")).toBe("eu-west-1");
    expect(regionOf("https://minio.internal:9000")).toBe("us-east-1");
    expect(createObjectStorage(loadConfig(testConfigEnv(complete)).objectStorage)?.location).toBe("s3://cement-backups/");
  });

  it("stops the start on a partial configuration, naming each missing variable", () => {
    const message = configError({ S3_ENDPOINT: complete.S3_ENDPOINT, S3_BUCKET: complete.S3_BUCKET });
    expect(message).toContain("S3_ACCESS_KEY_ID: is missing; S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    expect(message).toContain("S3_SECRET_ACCESS_KEY: is missing");
    expect(message).not.toMatch(/S3_ENDPOINT: |S3_BUCKET: /);
    expect(configError({ S3_PREFIX: "cement/" })).toMatch(/S3_ENDPOINT: is missing[\s\S]*S3_BUCKET: is missing/);
    const { S3_SECRET_ACCESS_KEY: _left, ...noSecret } = complete;
    expect(configError(noSecret)).toMatch(/^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: is missing/);
  });

  it("refuses an endpoint with a path, a bucket that is no bucket name and the .env.example values", () => {
    expect(configError({ ...complete, S3_ENDPOINT: "https://s3.example.net/cement-backups" })).toMatch(/S3_ENDPOINT: must be the service's http\(s\) address/);
    expect(configError({ ...complete, S3_ENDPOINT: "s3.example.net" })).toMatch(/S3_ENDPOINT: /);
    expect(configError({ ...complete, S3_BUCKET: "Cement_Backups" })).toMatch(/S3_BUCKET: must be a bucket name/);
    expect(configError({ ...complete, S3_PREFIX: "a/../b" })).toMatch(/S3_PREFIX: /);
    expect(configError({ ...complete, S3_SECRET_ACCESS_KEY: "your-secret-access-key" })).toContain(
      "S3_SECRET_ACCESS_KEY: is the example value from .env.example",
    );
  });
});
