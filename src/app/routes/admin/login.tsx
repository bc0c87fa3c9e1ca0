export const meta = () => [{ title: "Admin Portal | Company Registration Delhi" }, { name: "robots", content: "noindex" }];

export default function Login() {
  return (
    <main className="mx-auto max-w-sm py-24">
      <h1 className="text-2xl font-bold">Admin Portal</h1>
    </main>
  );
}
