// Placeholder: the customer's dispatch page is built by the dispatch feature and replaces this file.
export default function Placeholder() {
  return <h1>Dispatch</h1>;
}
