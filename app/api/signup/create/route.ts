import { NextResponse, type NextRequest } from "next/server";
import { LOCAL_SIGNUP_API_KEY } from "@/lib/signup/signup-api";
import { signupLeadSchema } from "@/lib/signup/signup-lead";

// POST /api/signup/create: the embedded default of the spec's {signup API}/create. Checks the
// x-api-key and the body as the real lead API would, and logs the lead (nothing stores it).
export async function POST(request: NextRequest): Promise<NextResponse> {
  const expectedKey = process.env.SIGNUP_API_KEY || LOCAL_SIGNUP_API_KEY;
  if (request.headers.get("x-api-key") !== expectedKey) {
    return NextResponse.json(
      { is_success: false, errorMessage: "Invalid API key" },
      { status: 401 },
    );
  }
  const lead = signupLeadSchema.safeParse(await request.json().catch(() => null));
  if (!lead.success) {
    const message = lead.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return NextResponse.json({ is_success: false, errorMessage: message }, { status: 400 });
  }
  const { mobile, email, otp_verified, url_parameters } = lead.data;
  // The last four digits only: a log is no place for a full phone number or e-mail.
  console.info("[signup] lead", {
    mobile: `******${String(mobile).slice(-4)}`,
    email: Boolean(email),
    otp_verified,
    url_parameters,
  });
  return NextResponse.json({ is_success: true, data: { received: true } }, { status: 201 });
}
