import type { Role } from "./roles";

export interface Plan {
  id: Role;
  name: string;
  /** Monthly price in paise (minor units of INR). */
  amount: number;
  currency: "INR";
  tagline: string;
  features: string[];
  badge?: string;
  featured?: boolean;
  /** The texts above in Hindi (docs/product/languages.md); plan names stay in English, like model names. */
  hi: { tagline: string; features: string[]; badge?: string };
}

export const PLAN_PERIOD_DAYS = 30;

export const PLANS: Record<Role, Plan> = {
  starter: {
    id: "starter",
    name: "Starter",
    amount: 0,
    currency: "INR",
    tagline: "Everything you need to explore AI.",
    features: ["4 free models", "Basic chat", "Standard response time", "Community support"],
    hi: {
      tagline: "AI को आज़माने के लिए जो कुछ चाहिए, सब।",
      features: ["4 मुफ़्त मॉडल", "बुनियादी चैट", "सामान्य जवाब समय", "कम्युनिटी सहायता"],
    },
  },
  professional: {
    id: "professional",
    name: "Professional",
    amount: 24900,
    currency: "INR",
    tagline: "Premium models for daily work.",
    badge: "Most Popular",
    features: ["Premium models", "Priority responses", "Enhanced accuracy", "Email support", "Early feature access"],
    hi: {
      tagline: "रोज़ के काम के लिए प्रीमियम मॉडल।",
      badge: "सबसे लोकप्रिय",
      features: ["प्रीमियम मॉडल", "प्राथमिकता वाले जवाब", "बेहतर सटीकता", "ईमेल सहायता", "नई सुविधाएँ सबसे पहले"],
    },
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    amount: 59900,
    currency: "INR",
    tagline: "Every model, every tool, top priority.",
    featured: true,
    features: [
      "Everything in Professional",
      "Exclusive models",
      "Dedicated support",
      "Custom integrations",
      "Highest priority",
      "Early access to upcoming tools",
      "Custom training",
      "API access",
      "Advanced analytics",
    ],
    hi: {
      tagline: "हर मॉडल, हर टूल, सबसे ऊँची प्राथमिकता।",
      features: [
        "Professional का सब कुछ",
        "खास मॉडल",
        "समर्पित सहायता",
        "कस्टम इंटीग्रेशन",
        "सबसे ऊँची प्राथमिकता",
        "आने वाले टूल सबसे पहले",
        "कस्टम ट्रेनिंग",
        "API एक्सेस",
        "उन्नत एनालिटिक्स",
      ],
    },
  },
};

export const PLAN_LIST: Plan[] = [PLANS.starter, PLANS.professional, PLANS.enterprise];

/** A paid plan whose period has ended counts as Starter; a plan without an end date (set by an admin) stands. */
export function effectiveRole(user: { role: Role; planExpiresAt: Date | null }, now = new Date()): Role {
  if (user.role !== "starter" && user.planExpiresAt && user.planExpiresAt <= now) return "starter";
  return user.role;
}

export type PlanStatus = "free" | "active" | "expired";

/** The plan in force and when it ends, as the status call and the profile show it. */
export function planStatus(user: { role: Role; planExpiresAt: Date | null }, now: Date) {
  const role = effectiveRole(user, now);
  const status: PlanStatus = user.role === "starter" ? "free" : role === "starter" ? "expired" : "active";
  // The end is kept for a lapsed plan too, so screens can say when it ended.
  return { role, planExpiresAt: user.role === "starter" ? null : user.planExpiresAt, planStatus: status };
}

/** The plan in force by name, with a lapsed paid plan named after it: "Starter (Professional lapsed)". */
export function planInForceName(user: { role: Role; planExpiresAt: Date | null }, now: Date): string {
  const { role, planStatus: status } = planStatus(user, now);
  return status === "expired" ? `${PLANS[role].name} (${PLANS[user.role].name} lapsed)` : PLANS[role].name;
}
