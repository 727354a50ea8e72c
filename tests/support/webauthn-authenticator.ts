import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { TEST_ORIGIN } from "./route-client";

// A software passkey for integration tests, built to the WebAuthn spec (sections 6.1 authenticator data, 6.5
// attestation, 7.1/7.2 the relying party's checks): one P-256 key (ES256, COSE alg -7), attestation "none", and
// assertions signed over authenticatorData || SHA-256(clientDataJSON). It answers the options the server sent, as
// a browser and its authenticator would, and lets a test bend one thing at a time (origin, challenge, counter, user
// verification) to see the server refuse it.

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function uint32(value: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
}

export interface AnswerOptions {
  /** The origin the "browser" reports (default: the test server's). */
  origin?: string;
  /** Answer this challenge instead of the options' own (a replay of an older one). */
  challenge?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Whether the authenticator verified the user (PIN, fingerprint); default true. */
  userVerified?: boolean;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle: string | undefined;
  /** The last counter this authenticator reported; a synced passkey (`synced`) always reports 0. */
  counter = 0;

  constructor(
    readonly rpID = new URL(TEST_ORIGIN).hostname,
    readonly options: { synced?: boolean } = {},
  ) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key (RFC 9052/9053): kty EC2, alg ES256, crv P-256, x, y. */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  private flags(userVerified: boolean, extra = 0): number {
    const backup = this.options.synced ? FLAG_BE | FLAG_BS : 0;
    return FLAG_UP | (userVerified ? FLAG_UV : 0) | backup | extra;
  }

  /** The client data the "browser" signs: the options' challenge and the test server's origin, unless `answer` bends them. */
  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, answer: AnswerOptions): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: answer.challenge ?? challenge,
        origin: answer.origin ?? TEST_ORIGIN,
        crossOrigin: false,
      }),
    );
  }

  /** The PublicKeyCredential around an authenticator's `response`, as the browser's JSON has it. */
  private credential<R>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
    };
  }

  private nextCounter(answer: AnswerOptions): number {
    if (answer.counter !== undefined) return answer.counter;
    if (this.options.synced) return 0;
    this.counter += 1;
    return this.counter;
  }

  /** navigator.credentials.create() with these options, as startRegistration() answers it. */
  register(options: PublicKeyCredentialCreationOptionsJSON, answer: AnswerOptions = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const counter = answer.counter ?? 0;
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([this.flags(answer.userVerified ?? true, FLAG_AT)]),
      uint32(counter),
      Buffer.alloc(16), // AAGUID: zeros, as attestation "none" may report
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 255]),
      this.credentialId,
      Buffer.from(this.coseKey()),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, answer);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ["internal" as const],
    });
  }

  /** navigator.credentials.get() with these options, as startAuthentication() answers it. */
  assert(options: PublicKeyCredentialRequestOptionsJSON, answer: AnswerOptions = {}): AuthenticationResponseJSON {
    const authenticatorData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([this.flags(answer.userVerified ?? true)]),
      uint32(this.nextCounter(answer)),
    ]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, answer);
    // ECDSA over authenticatorData || hash(clientDataJSON), DER-encoded as WebAuthn's ES256 signatures are.
    const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      ...(this.userHandle ? { userHandle: this.userHandle } : {}),
    });
  }
}
