// "Turn on alerts": this device's Web Push subscription for the signed-in staff member. Registers
// the staff app's service worker (/admin-sw.js, scope /admin), asks for the notifications permission, and
// hands the browser's subscription to POST /api/push/subscriptions (DELETE to turn it off).
import { useEffect, useState } from "react";
import { leadMessages } from "../../../shared/lead-messages";
import { adminFetch, errorText } from "../../lib/admin-api";

type State = "unknown" | "unsupported" | "off" | "on" | "busy";

const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
const register = () => navigator.serviceWorker.register("/admin-sw.js", { scope: "/admin" });

/** The VAPID public key (base64url) as the bytes PushManager wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export function AlertsToggle() {
  const [state, setState] = useState<State>("unknown");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const check = supported() ? register().then((reg) => reg.pushManager.getSubscription()) : Promise.reject(new Error("unsupported"));
    void check.then(
      (sub) => setState(sub && Notification.permission === "granted" ? "on" : "off"),
      () => setState(supported() ? "off" : "unsupported"),
    );
  }, []);

  async function turnOn() {
    setState("busy");
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== "granted") {
        setProblem(leadMessages.alertsDenied);
        return setState("off");
      }
      const reg = await register();
      const { data } = await adminFetch<{ data: { publicKey: string } }>("/api/push/key");
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
      await adminFetch("/api/push/subscriptions", { method: "POST", json: sub.toJSON() });
      setState("on");
    } catch (err) {
      setProblem(errorText(err, leadMessages.alertsFailed));
      setState("off");
    }
  }

  async function turnOff() {
    setState("busy");
    setProblem(null);
    try {
      const sub = await (await register()).pushManager.getSubscription();
      if (sub) {
        await adminFetch("/api/push/subscriptions", { method: "DELETE", json: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      setState("off");
    } catch (err) {
      setProblem(errorText(err, leadMessages.alertsFailed));
      setState("on");
    }
  }

  if (state === "unknown") return null;
  if (state === "unsupported") return <span className="text-xs text-muted">{leadMessages.alertsUnsupported}</span>;
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        className="btn-outline"
        aria-pressed={state === "on"}
        disabled={state === "busy"}
        title={state === "on" ? leadMessages.alertsEnabled : leadMessages.alertsDisabled}
        onClick={() => void (state === "on" ? turnOff() : turnOn())}
      >
        {state === "on" ? leadMessages.alertsOff : leadMessages.alertsOn}
      </button>
      {/* Only a problem is announced: the pressed state of the button already says whether alerts are on. */}
      {problem && <span className="text-xs text-red-800">{problem}</span>}
    </span>
  );
}
