/** Official community accounts shown in the footer; change them here only. */
export const SOCIAL_LINKS = {
  twitter: "https://x.com/nexgenai_in",
  discord: "https://discord.gg/nexgenai",
  github: "https://github.com/nexgen-ai",
} as const;
