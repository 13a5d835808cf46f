import { Hono } from "hono";
import { aboutSchema } from "#schemas/about";
import { requireRole, requireUser } from "../auth";
import type { AppEnv } from "../../core/http/env";
import { readDocument, saveDocument } from "./document-routes";

const staff = [requireUser, requireRole("admin", "manager")] as const;

const readAbout = readDocument((s) => s.aboutContent.read());
const saveAbout = saveDocument(aboutSchema, (s) => s.aboutContent.save, "Who We Are saved");

/**
 * /api/site/about: the Who We Are page's texts. Staff (managers and admins) read and replace the
 * document whole; a save is one transaction with its audit entry, and the public page shows it at once.
 */
export const aboutPageRoutes = new Hono<AppEnv>().get("/", ...staff, readAbout).put("/", ...staff, saveAbout);
