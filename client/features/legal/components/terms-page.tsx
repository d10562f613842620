import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { LegalDocument, type LegalSection } from "./legal-document";

/** The Terms of Service: each paragraph and list item a catalogue key (legal/messages). */
const SECTIONS: readonly LegalSection[] = [
  {
    id: "acceptance",
    title: "legal.terms.acceptance.title",
    blocks: [{ p: "legal.terms.acceptance.p1" }, { p: "legal.terms.acceptance.p2" }],
  },
  {
    id: "eligibility",
    title: "legal.terms.eligibility.title",
    blocks: [
      { p: "legal.terms.eligibility.p1" },
      { list: ["legal.terms.eligibility.item1", "legal.terms.eligibility.item2", "legal.terms.eligibility.item3"] },
    ],
  },
  {
    id: "service",
    title: "legal.terms.service.title",
    blocks: [{ p: "legal.terms.service.p1" }, { p: "legal.terms.service.p2" }],
  },
  {
    id: "plans",
    title: "legal.terms.plans.title",
    blocks: [
      {
        list: [
          "legal.terms.plans.item1",
          "legal.terms.plans.item2",
          "legal.terms.plans.item3",
          "legal.terms.plans.item4",
          "legal.terms.plans.item5",
        ],
      },
    ],
  },
  {
    id: "acceptable-use",
    title: "legal.terms.acceptableUse.title",
    blocks: [
      { p: "legal.terms.acceptableUse.p1" },
      {
        list: [
          "legal.terms.acceptableUse.item1",
          "legal.terms.acceptableUse.item2",
          "legal.terms.acceptableUse.item3",
          "legal.terms.acceptableUse.item4",
          "legal.terms.acceptableUse.item5",
          "legal.terms.acceptableUse.item6",
          "legal.terms.acceptableUse.item7",
        ],
      },
    ],
  },
  {
    id: "ai-output",
    title: "legal.terms.aiOutput.title",
    blocks: [{ p: "legal.terms.aiOutput.p1" }, { p: "legal.terms.aiOutput.p2" }],
  },
  {
    id: "content",
    title: "legal.terms.content.title",
    blocks: [{ p: "legal.terms.content.p1" }, { p: "legal.terms.content.p2" }],
  },
  {
    id: "intellectual-property",
    title: "legal.terms.intellectualProperty.title",
    blocks: [{ p: "legal.terms.intellectualProperty.p1" }],
  },
  {
    id: "third-parties",
    title: "legal.terms.thirdParties.title",
    blocks: [{ p: "legal.terms.thirdParties.p1" }],
  },
  {
    id: "termination",
    title: "legal.terms.termination.title",
    blocks: [{ p: "legal.terms.termination.p1" }],
  },
  {
    id: "disclaimers",
    title: "legal.terms.disclaimers.title",
    blocks: [{ p: "legal.terms.disclaimers.p1" }, { p: "legal.terms.disclaimers.p2" }],
  },
  {
    id: "indemnity",
    title: "legal.terms.indemnity.title",
    blocks: [{ p: "legal.terms.indemnity.p1" }],
  },
  {
    id: "changes",
    title: "legal.terms.changes.title",
    blocks: [{ p: "legal.terms.changes.p1" }],
  },
  {
    id: "law",
    title: "legal.terms.law.title",
    blocks: [{ p: "legal.terms.law.p1" }],
  },
  {
    id: "contact",
    title: "legal.terms.contact.title",
    blocks: [{ p: "legal.terms.contact.p1" }, "contact"],
  },
];

export function TermsPage() {
  const { t } = useT();
  useDocumentTitle(t("legal.terms.title"));
  return <LegalDocument title="legal.terms.title" intro="legal.terms.intro" sections={SECTIONS} />;
}
