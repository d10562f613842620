import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useT } from "../../../lib/i18n/use-t";
import { LegalDocument, type LegalSection } from "./legal-document";

/** The Privacy Policy: each paragraph and list item a catalogue key (legal/messages). */
const SECTIONS: readonly LegalSection[] = [
  {
    id: "scope",
    title: "legal.privacy.scope.title",
    blocks: [{ p: "legal.privacy.scope.p1" }],
  },
  {
    id: "data-we-collect",
    title: "legal.privacy.dataWeCollect.title",
    blocks: [
      {
        list: [
          "legal.privacy.dataWeCollect.item1",
          "legal.privacy.dataWeCollect.item2",
          "legal.privacy.dataWeCollect.item3",
          "legal.privacy.dataWeCollect.item4",
          "legal.privacy.dataWeCollect.item5",
        ],
      },
    ],
  },
  {
    id: "how-we-use",
    title: "legal.privacy.howWeUse.title",
    blocks: [
      {
        list: [
          "legal.privacy.howWeUse.item1",
          "legal.privacy.howWeUse.item2",
          "legal.privacy.howWeUse.item3",
          "legal.privacy.howWeUse.item4",
          "legal.privacy.howWeUse.item5",
          "legal.privacy.howWeUse.item6",
        ],
      },
      { p: "legal.privacy.howWeUse.p1" },
    ],
  },
  {
    id: "sharing",
    title: "legal.privacy.sharing.title",
    blocks: [
      {
        list: [
          "legal.privacy.sharing.item1",
          "legal.privacy.sharing.item2",
          "legal.privacy.sharing.item3",
          "legal.privacy.sharing.item4",
        ],
      },
      { p: "legal.privacy.sharing.p1" },
    ],
  },
  {
    id: "retention",
    title: "legal.privacy.retention.title",
    blocks: [
      {
        list: [
          "legal.privacy.retention.item1",
          "legal.privacy.retention.item2",
          "legal.privacy.retention.item3",
          "legal.privacy.retention.item4",
          "legal.privacy.retention.item5",
        ],
      },
    ],
  },
  {
    id: "security",
    title: "legal.privacy.security.title",
    blocks: [{ p: "legal.privacy.security.p1" }],
  },
  {
    id: "your-rights",
    title: "legal.privacy.yourRights.title",
    blocks: [
      { p: "legal.privacy.yourRights.p1" },
      {
        list: [
          "legal.privacy.yourRights.item1",
          "legal.privacy.yourRights.item2",
          "legal.privacy.yourRights.item3",
          "legal.privacy.yourRights.item4",
          "legal.privacy.yourRights.item5",
          "legal.privacy.yourRights.item6",
        ],
      },
      { p: "legal.privacy.yourRights.p2" },
    ],
  },
  {
    id: "children",
    title: "legal.privacy.children.title",
    blocks: [{ p: "legal.privacy.children.p1" }],
  },
  {
    id: "browser-storage",
    title: "legal.privacy.browserStorage.title",
    blocks: [{ p: "legal.privacy.browserStorage.p1" }, { p: "legal.privacy.browserStorage.p2" }],
  },
  {
    id: "changes",
    title: "legal.privacy.changes.title",
    blocks: [{ p: "legal.privacy.changes.p1" }],
  },
  {
    id: "contact",
    title: "legal.privacy.contact.title",
    blocks: [{ p: "legal.privacy.contact.p1" }, "contact"],
  },
];

export function PrivacyPage() {
  const { t } = useT();
  useDocumentTitle(t("legal.privacy.title"));
  return <LegalDocument title="legal.privacy.title" intro="legal.privacy.intro" sections={SECTIONS} />;
}
