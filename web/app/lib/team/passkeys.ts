// Passkeys with the browser's own WebAuthn API, no library: the server's JSON options become the
// browser's with PublicKeyCredential.parse…FromJSON, and the credential goes back as toJSON().
import { api, type SessionAnswer } from "./api";

type JsonOptions = Record<string, unknown>;

interface Ceremony {
  ceremony: string;
  publicKey: JsonOptions;
}

interface JsonCapable {
  parseCreationOptionsFromJSON?: (options: JsonOptions) => PublicKeyCredentialCreationOptions;
  parseRequestOptionsFromJSON?: (options: JsonOptions) => PublicKeyCredentialRequestOptions;
}

/** Whether this browser can create and use passkeys with the JSON helpers the console uses. */
export function passkeysSupported(): boolean {
  if (typeof window === "undefined" || !window.isSecureContext) return false;
  if (typeof window.PublicKeyCredential !== "function" || !navigator.credentials) return false;
  const helpers = window.PublicKeyCredential as unknown as JsonCapable;
  return (
    typeof helpers.parseCreationOptionsFromJSON === "function" &&
    typeof helpers.parseRequestOptionsFromJSON === "function" &&
    typeof window.PublicKeyCredential.prototype.toJSON === "function"
  );
}

/** The person cancelled the browser's dialog, or it timed out (the ceremony's own error). */
export function isCancelled(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}

const helpers = () => window.PublicKeyCredential as unknown as Required<JsonCapable>;

/** Creates a passkey for an invitation; the server consumes the invitation and signs in. */
export async function registerPasskey(token: string, name: string): Promise<SessionAnswer> {
  const start = await api<Ceremony>("/api/team/passkeys/register/start", {
    method: "POST",
    body: { token, name },
  });
  const credential = (await navigator.credentials.create({
    publicKey: helpers().parseCreationOptionsFromJSON(start.publicKey),
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException("No passkey was created.", "NotAllowedError");
  return api<SessionAnswer>("/api/team/passkeys/register/finish", {
    method: "POST",
    body: { ceremony: start.ceremony, credential: credential.toJSON() },
  });
}

/** Signs in with a discoverable passkey (the passkey names its person). */
export async function signInWithPasskey(): Promise<SessionAnswer> {
  const start = await api<Ceremony>("/api/team/signin/start", { method: "POST", body: {} });
  const credential = (await navigator.credentials.get({
    publicKey: helpers().parseRequestOptionsFromJSON(start.publicKey),
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException("No passkey was chosen.", "NotAllowedError");
  return api<SessionAnswer>("/api/team/signin/finish", {
    method: "POST",
    body: { ceremony: start.ceremony, credential: credential.toJSON() },
  });
}
