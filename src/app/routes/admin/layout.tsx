// The admin shell; the auth issue adds the token check, role-based sidebar and header.
import { Outlet } from "react-router";

export const meta = () => [{ title: "Admin | Company Registration Delhi" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-100 p-6">
      <Outlet />
    </div>
  );
}
