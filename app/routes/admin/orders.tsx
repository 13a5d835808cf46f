// Placeholder: the screen is built by its feature (customers, orders, dispatch) and replaces this file.
export default function Placeholder() {
  return <h1>Orders</h1>;
}
