export default function Screen() {
  return <h1 className="text-2xl font-bold">Resource and Guides</h1>;
}
