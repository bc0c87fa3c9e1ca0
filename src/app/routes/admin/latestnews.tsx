export default function Screen() {
  return <h1 className="text-2xl font-bold">Latest News Updated</h1>;
}
