import { beforeAll, describe, expect, it } from "vitest";
import { getLoadContext } from "~/load-context";
import { loader as projectLoader } from "~/routes/site/project";
import { loader as projectsLoader } from "~/routes/site/projects";
import { SEEDED_PROJECT_SLUG } from "../../server/features/content/projects";
import { createStaffTestApp, type TestApp } from "../helpers/app";
import { auditOf } from "./_support";
import { uniqueName } from "../helpers/unique";

let t: TestApp, admin: string, manager: string;
beforeAll(async () => {
  ({ t, admin, manager } = await createStaffTestApp());
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const projectInput = (over: Record<string, unknown> = {}) => ({
  title: uniqueName("Warehouse Yard"),
  slug: "",
  client: "Shah Logistics",
  location: "Hazira, Surat",
  year: "2024",
  duration: "6 weeks",
  status: "Completed",
  sector: "Industrial",
  summary: "Heavy-duty paving of a container yard and its approach road.",
  meta_title: "",
  quantities: [{ label: "Paver blocks", value: "pavers 4000+ sq mtrs" }],
  overview: ["A yard for forklifts and trailers."],
  challenges: ["Trailers turn on the spot."],
  solutions: ["100 mm pavers on a compacted base."],
  images: [{ url: "/images/project/hospital-2.webp", caption: "The yard", alt: "Paved container yard with trailers" }],
  published: true,
  ...over,
});

async function create(over: Record<string, unknown> = {}, token = admin): Promise<Json> {
  const res = await t.request("/api/projects", { method: "POST", token, json: projectInput(over) });
  if (res.status !== 201) throw new Error(`project not created: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Json).data;
}

const list = async (): Promise<Json[]> => ((await (await t.request("/api/projects", { token: admin })).json()) as Json).data;

function routeContext() {
  return getLoadContext({ services: t.services, cspNonce: undefined, clientAddress: "127.0.0.1" });
}

/** The public project page's loader at a path (/project-one without a slug, /projects/{slug} with one). */
function projectPage(slug?: string) {
  return projectLoader({
    request: new Request(`http://site.test/${slug ? `projects/${slug}` : "project-one"}`),
    params: slug ? { slug } : {},
    context: routeContext(),
  } as unknown as Parameters<typeof projectLoader>[0]);
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    const e = thrown as { init?: { status?: number }; status?: number };
    return e.init?.status ?? e.status ?? -1;
  }
}

describe("/api/projects", () => {
  it("starts with the seeded hospital project, published and first", async () => {
    const [first] = await list();
    expect(first).toMatchObject({
      slug: SEEDED_PROJECT_SLUG,
      title: "Sanjeevani Multispeciality Hospital Campus",
      meta_title: "Sanjeevani Hospital Paving Project",
      client: "Sanjeevani Health Trust",
      status: "Completed",
      sector: "Healthcare",
      published: true,
    });
    expect(first.quantities).toMatchObject([
      { label: "Paver blocks", value: "pavers 10000+ sq mtrs" },
      { label: "Kerb stones", value: "kerbs 600+ nos" },
    ]);
    expect(first.images).toHaveLength(3);
    expect(first.challenges).toHaveLength(4);
  });

  it("a manager adds a project (201): the slug comes from the title, it goes last, and the change is audited", async () => {
    const created = await create({ title: "Riverfront Walkway, Surat" }, manager);
    expect(created).toMatchObject({ title: "Riverfront Walkway, Surat", slug: "riverfront-walkway-surat", status: "Completed", published: true });
    const all = await list();
    expect(all.at(-1)!.id).toBe(created.id);
    expect(await auditOf(t, "content.project.create", created.id)).toHaveLength(1);
    // The same title again gets the next free slug.
    expect((await create({ title: "Riverfront Walkway, Surat" })).slug).toBe("riverfront-walkway-surat-2");
  });

  it("reads and saves one project (PUT replaces every field), recording what changed", async () => {
    const created = await create();
    const got = await t.request(`/api/projects/${created.id}`, { token: manager });
    expect(got.status).toBe(200);
    expect(((await got.json()) as Json).data).toEqual(created);

    const res = await t.request(`/api/projects/${created.id}`, {
      method: "PUT",
      token: manager,
      json: projectInput({ title: created.title, slug: "yard-hazira", status: "Ongoing", published: false, images: [] }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      success: true,
      message: `${created.title} saved`,
      data: { slug: "yard-hazira", status: "Ongoing", published: false, images: [] },
    });
    const [entry] = await auditOf(t, "content.project.update", created.id);
    expect(Object.keys((entry.details as Json).changes).sort()).toEqual(["images", "published", "slug", "status"]);
  });

  it("an empty slug on save keeps the project's address", async () => {
    const created = await create();
    const res = await t.request(`/api/projects/${created.id}`, { method: "PUT", token: admin, json: projectInput({ title: "Renamed yard", slug: "" }) });
    expect(((await res.json()) as Json).data).toMatchObject({ title: "Renamed yard", slug: created.slug });
  });

  it.each([
    [{ title: " " }, "title", "Title is required"],
    [{ title: undefined }, "title", "Title is required"],
    [{ status: "Planned" }, "status", "Choose Completed or Ongoing"],
    [{ slug: "Not A Slug!" }, "slug", expect.stringContaining("lower-case letters")],
    [{ images: [{ url: "/images/project/hospital-1.webp", caption: "Entrance", alt: "" }] }, "images.0.alt", "Alt text is required"],
    [
      { images: [{ url: "https://elsewhere.example/a.webp", caption: "", alt: "A photo" }] },
      "images.0.url",
      expect.stringContaining("Use an image uploaded here"),
    ],
    [{ quantities: [{ label: "Pavers", value: "" }] }, "quantities.0.value", "Value is required"],
    [{ challenges: ["  "] }, "challenges.0", "Write the challenge or remove it"],
  ])("refuses %j with 400 and the field's message", async (over, field, message) => {
    const res = await t.request("/api/projects", { method: "POST", token: admin, json: projectInput(over) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.fieldErrors[field]).toEqual(message);
  });

  it("refuses a slug another project has, on create and on save (409 naming slug)", async () => {
    const a = await create({ slug: uniqueName("yard").toLowerCase().replace(/\s+/g, "-") });
    const b = await create();
    const again = await t.request("/api/projects", { method: "POST", token: admin, json: projectInput({ slug: a.slug }) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).fieldErrors.slug).toMatch(/already uses this address/);
    const save = await t.request(`/api/projects/${b.id}`, { method: "PUT", token: admin, json: projectInput({ slug: a.slug }) });
    expect(save.status).toBe(409);
    expect(((await save.json()) as Json).fieldErrors.slug).toMatch(/already uses this address/);
    // Its own slug is no conflict.
    expect((await t.request(`/api/projects/${a.id}`, { method: "PUT", token: admin, json: projectInput({ slug: a.slug }) })).status).toBe(200);
  });

  it("moves a project up and down; at the edge nothing changes (409)", async () => {
    const a = await create();
    const b = await create();
    const up = await t.request(`/api/projects/${b.id}/move`, { method: "POST", token: manager, json: { direction: "up" } });
    expect(up.status).toBe(200);
    expect(((await up.json()) as Json).message).toBe(`${b.title} moved up`);
    let ids = (await list()).map((p) => p.id);
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) - 1);
    expect(await auditOf(t, "content.project.move", b.id)).toHaveLength(1);

    const last = (await list()).at(-1)!;
    const edge = await t.request(`/api/projects/${last.id}/move`, { method: "POST", token: admin, json: { direction: "down" } });
    expect(edge.status).toBe(409);
    expect(((await edge.json()) as Json).error).toBe(`${last.title} is already last`);
    ids = (await list()).map((p) => p.id);
    expect(ids.at(-1)).toBe(last.id);

    const bad = await t.request(`/api/projects/${a.id}/move`, { method: "POST", token: admin, json: { direction: "sideways" } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).fieldErrors.direction).toBe("Choose up or down");
  });

  it("only an admin deletes (manager 403), and the deletion is audited", async () => {
    const p = await create();
    const refused = await t.request(`/api/projects/${p.id}`, { method: "DELETE", token: manager });
    expect(refused.status).toBe(403);
    const res = await t.request(`/api/projects/${p.id}`, { method: "DELETE", token: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `${p.title} deleted` });
    expect(await auditOf(t, "content.project.delete", p.id)).toHaveLength(1);
    expect((await t.request(`/api/projects/${p.id}`, { token: admin })).status).toBe(404);
  });

  it("answers 404 for a project that does not exist", async () => {
    const missing = 987654;
    expect((await t.request(`/api/projects/${missing}`, { token: admin })).status).toBe(404);
    expect((await t.request(`/api/projects/${missing}`, { method: "PUT", token: admin, json: projectInput() })).status).toBe(404);
    expect((await t.request(`/api/projects/${missing}`, { method: "DELETE", token: admin })).status).toBe(404);
    expect((await t.request(`/api/projects/${missing}/move`, { method: "POST", token: admin, json: { direction: "up" } })).status).toBe(404);
    expect((await t.request("/api/projects/not-a-number", { token: admin })).status).toBe(404);
  });

  it("answers 401 without a sign-in", async () => {
    expect((await t.request("/api/projects")).status).toBe(401);
    expect((await t.request("/api/projects", { method: "POST", json: projectInput() })).status).toBe(401);
    expect((await t.request("/api/projects/1")).status).toBe(401);
    expect((await t.request("/api/projects/1", { method: "PUT", json: projectInput() })).status).toBe(401);
    expect((await t.request("/api/projects/1", { method: "DELETE" })).status).toBe(401);
    expect((await t.request("/api/projects/1/move", { method: "POST", json: { direction: "up" } })).status).toBe(401);
  });
});

describe("the public project pages", () => {
  it("a published project's page shows it; a draft's and an unknown slug's answer 404", async () => {
    const shown = await create({ published: true });
    const draft = await create({ published: false });
    const page = await projectPage(shown.slug);
    expect(page.project).toMatchObject({ id: shown.id, title: shown.title });
    expect(await statusOf(projectPage(draft.slug))).toBe(404);
    expect(await statusOf(projectPage("no-such-project"))).toBe(404);

    const listed = await projectsLoader({ request: new Request("http://site.test/projects"), context: routeContext() } as unknown as Parameters<
      typeof projectsLoader
    >[0]);
    const slugs = listed.projects.map((p) => p.slug);
    expect(slugs).toContain(shown.slug);
    expect(slugs).not.toContain(draft.slug);
  });

  it("/project-one shows the first published project, whose canonical address is its own", async () => {
    const first = (await list()).find((p) => p.published)!;
    const page = await projectPage();
    expect(page.project.id).toBe(first.id);
    expect(page.project.slug).toBe(SEEDED_PROJECT_SLUG);
    // A draft moved to the top does not take its place.
    const draft = await create({ published: false });
    for (let i = 0; i < 50 && (await list())[0].id !== draft.id; i++) {
      await t.request(`/api/projects/${draft.id}/move`, { method: "POST", token: admin, json: { direction: "up" } });
    }
    expect((await list())[0].id).toBe(draft.id);
    expect((await projectPage()).project.id).toBe(first.id);
  });
});
