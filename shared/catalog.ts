import { z } from "zod";
import { roleSchema } from "./role-schema";
import { ROLE_RANK, type Role } from "./roles";

export const catalogModelSchema = z.object({
  modelId: z.string(),
  name: z.string(),
  provider: z.string(),
  description: z.string(),
  capabilities: z.array(z.string()),
  performance: z.string(),
  context: z.string(),
  category: z.string(),
  /** The texts above in Hindi (docs/product/languages.md); empty where not written yet, and English shows. */
  descriptionHi: z.string(),
  capabilitiesHi: z.array(z.string()),
  performanceHi: z.string(),
  categoryHi: z.string(),
  tier: roleSchema,
  sortOrder: z.number().int(),
  /** Credits one message takes from the daily allowance (shared/usage.ts). */
  credits: z.number().int(),
  /** The model reads images (issue #30): a turn with an image to any other is refused before it is sent. */
  vision: z.boolean(),
  /** The admin's switch (issue #31): the model may answer from the web (docs/product/search.md). */
  webSearch: z.boolean(),
  /**
   * The models that answer instead, in order, when this one fails before its first word or is marked
   * unavailable (issue #34, docs/product/fallbacks.md). A turn tries at most two, skipping any the
   * person's plan does not include, that cost more credits, or cannot do what the turn needs.
   */
  fallbacks: z.array(z.string()),
});
export type CatalogModel = z.infer<typeof catalogModelSchema>;

/** How many fallbacks a model lists at most, and how many one turn tries. */
export const FALLBACKS_MAX = 3;
export const FALLBACKS_PER_TURN = 2;

/**
 * Fallbacks suggested for a model (the seed's, and the admin form's starting point): the other models of
 * its tier in the catalogue's order, then those of lower tiers, highest first, never one costing more credits.
 */
export function suggestedFallbacks(
  model: Pick<CatalogModel, "modelId" | "tier" | "credits">,
  models: readonly Pick<CatalogModel, "modelId" | "tier" | "credits" | "sortOrder">[],
): string[] {
  return models
    .filter(
      (other) =>
        other.modelId !== model.modelId &&
        ROLE_RANK[other.tier] <= ROLE_RANK[model.tier] &&
        other.credits <= model.credits,
    )
    .sort((a, b) => ROLE_RANK[b.tier] - ROLE_RANK[a.tier] || a.sortOrder - b.sortOrder)
    .slice(0, FALLBACKS_MAX)
    .map((other) => other.modelId);
}

/** The catalogue the database is seeded with (docs/product/data.md#entities-and-fields, docs/architecture.md#data-model). Admins edit it afterwards. */
const LAUNCH_MODELS: readonly Omit<CatalogModel, "fallbacks">[] = [
  {
    modelId: "x-ai/grok-4-fast:free",
    name: "Grok 4 Fast",
    provider: "xAI",
    description: "xAI's fast multimodal model, tuned for quick, witty answers and everyday reasoning.",
    capabilities: ["Conversation", "Reasoning", "Quick answers"],
    performance: "Fast",
    context: "8K",
    category: "General",
    descriptionHi: "xAI का तेज़ मल्टीमोडल मॉडल, फुर्तीले और मज़ेदार जवाबों व रोज़मर्रा के तर्क के लिए बना।",
    capabilitiesHi: ["बातचीत", "तर्क", "झटपट जवाब"],
    performanceHi: "तेज़",
    categoryHi: "सामान्य",
    tier: "starter",
    credits: 1,
    // The one launch model whose provider page lists image input.
    vision: true,
    webSearch: true,
    sortOrder: 1,
  },
  {
    modelId: "nvidia/nemotron-nano-9b-v2:free",
    name: "Nemotron Nano 9B V2",
    provider: "NVIDIA",
    description: "A compact NVIDIA model that balances reasoning quality with low latency.",
    capabilities: ["Reasoning", "Summarisation", "Instruction following"],
    performance: "Efficient",
    context: "16K",
    category: "Reasoning",
    descriptionHi: "NVIDIA का छोटा मॉडल, जो अच्छे तर्क और कम देरी के बीच संतुलन रखता है।",
    capabilitiesHi: ["तर्क", "सारांश", "निर्देशों का पालन"],
    performanceHi: "किफ़ायती",
    categoryHi: "तर्क",
    tier: "starter",
    credits: 1,
    vision: false,
    webSearch: true,
    sortOrder: 2,
  },
  {
    modelId: "deepseek/deepseek-chat-v3.1:free",
    name: "DeepSeek V3.1",
    provider: "DeepSeek",
    description: "DeepSeek's general chat model, strong at writing, analysis and code.",
    capabilities: ["Coding", "Analysis", "Writing"],
    performance: "High",
    context: "32K",
    category: "General",
    descriptionHi: "DeepSeek का सामान्य चैट मॉडल, लेखन, विश्लेषण और कोड में मज़बूत।",
    capabilitiesHi: ["कोडिंग", "विश्लेषण", "लेखन"],
    performanceHi: "उच्च",
    categoryHi: "सामान्य",
    tier: "starter",
    credits: 1,
    vision: false,
    webSearch: true,
    sortOrder: 3,
  },
  {
    modelId: "openai/gpt-oss-20b:free",
    name: "gpt-oss-20b",
    provider: "OpenAI",
    description: "OpenAI's open-weight 20B model for reasoning, tool use and agentic tasks.",
    capabilities: ["Reasoning", "Tool use", "Coding"],
    performance: "Balanced",
    context: "32K",
    category: "Reasoning",
    descriptionHi: "OpenAI का ओपन-वेट 20B मॉडल, तर्क, टूल के उपयोग और एजेंट वाले कामों के लिए।",
    capabilitiesHi: ["तर्क", "टूल का उपयोग", "कोडिंग"],
    performanceHi: "संतुलित",
    categoryHi: "तर्क",
    tier: "starter",
    credits: 1,
    vision: false,
    webSearch: true,
    sortOrder: 4,
  },
  {
    modelId: "google/gemma-3n-e2b-it:free",
    name: "Gemma 3n 2B",
    provider: "Google",
    description: "Google's efficient Gemma 3n model, built for fast multilingual answers.",
    capabilities: ["Multilingual", "Conversation", "Summarisation"],
    performance: "Efficient",
    context: "8K",
    category: "Lightweight",
    descriptionHi: "Google का किफ़ायती Gemma 3n मॉडल, कई भाषाओं में तेज़ जवाबों के लिए बना।",
    capabilitiesHi: ["कई भाषाएँ", "बातचीत", "सारांश"],
    performanceHi: "किफ़ायती",
    categoryHi: "हल्का",
    tier: "professional",
    credits: 2,
    vision: false,
    webSearch: true,
    sortOrder: 5,
  },
  {
    modelId: "meta-llama/llama-3.3-8b-instruct:free",
    name: "Llama 3.3 8B Instruct",
    provider: "Meta",
    description: "Meta's instruction-tuned Llama, dependable for dialogue and structured tasks.",
    capabilities: ["Instruction following", "Conversation", "Writing"],
    performance: "Fast",
    context: "16K",
    category: "General",
    descriptionHi: "Meta का निर्देशों पर प्रशिक्षित Llama, बातचीत और व्यवस्थित कामों के लिए भरोसेमंद।",
    capabilitiesHi: ["निर्देशों का पालन", "बातचीत", "लेखन"],
    performanceHi: "तेज़",
    categoryHi: "सामान्य",
    tier: "professional",
    credits: 2,
    vision: false,
    webSearch: true,
    sortOrder: 6,
  },
  {
    modelId: "cognitivecomputations/dolphin3.0-mistral-24b:free",
    name: "Dolphin3.0 Mistral 24B",
    provider: "Cognitive Computations",
    description: "A general-purpose Mistral fine-tune for coding, maths and agentic workflows.",
    capabilities: ["Coding", "Math", "Function calling"],
    performance: "High",
    context: "32K",
    category: "Coding",
    descriptionHi: "Mistral पर आधारित सामान्य मॉडल, कोडिंग, गणित और एजेंट वाले वर्कफ़्लो के लिए।",
    capabilitiesHi: ["कोडिंग", "गणित", "फ़ंक्शन कॉलिंग"],
    performanceHi: "उच्च",
    categoryHi: "कोडिंग",
    tier: "professional",
    credits: 2,
    vision: false,
    webSearch: true,
    sortOrder: 7,
  },
  {
    modelId: "moonshotai/kimi-dev-72b:free",
    name: "Kimi Dev 72B",
    provider: "MoonshotAI",
    description: "MoonshotAI's 72B model specialised in software engineering and bug fixing.",
    capabilities: ["Coding", "Debugging", "Long context"],
    performance: "Very High",
    context: "128K",
    category: "Coding",
    descriptionHi: "MoonshotAI का 72B मॉडल, सॉफ़्टवेयर इंजीनियरिंग और बग ठीक करने में माहिर।",
    capabilitiesHi: ["कोडिंग", "डीबगिंग", "लंबा संदर्भ"],
    performanceHi: "बहुत उच्च",
    categoryHi: "कोडिंग",
    tier: "professional",
    credits: 2,
    vision: false,
    webSearch: true,
    sortOrder: 8,
  },
  {
    modelId: "qwen/qwen3-235b-a22b:free",
    name: "Qwen3 235B A22B",
    provider: "Qwen",
    description: "Alibaba's flagship mixture-of-experts model with deep reasoning and broad knowledge.",
    capabilities: ["Advanced reasoning", "Multilingual", "Coding", "Math"],
    performance: "Exceptional",
    context: "32K",
    category: "Flagship",
    descriptionHi: "Alibaba का प्रमुख मिक्सचर-ऑफ़-एक्सपर्ट्स मॉडल, गहरे तर्क और व्यापक ज्ञान के साथ।",
    capabilitiesHi: ["उन्नत तर्क", "कई भाषाएँ", "कोडिंग", "गणित"],
    performanceHi: "असाधारण",
    categoryHi: "फ़्लैगशिप",
    tier: "enterprise",
    credits: 5,
    vision: false,
    webSearch: true,
    sortOrder: 9,
  },
];

/** The launch models, each with its suggested fallbacks. */
export const CATALOG_SEED: readonly CatalogModel[] = LAUNCH_MODELS.map((model) => ({
  ...model,
  fallbacks: suggestedFallbacks(model, LAUNCH_MODELS),
}));

export function modelsForTier<T extends { tier: Role }>(models: readonly T[], tier: Role): T[] {
  return models.filter((model) => model.tier === tier);
}
