export function loader() {
  return new Response("User-agent: *\nDisallow: /admin\n", { headers: { "content-type": "text/plain" } });
}
