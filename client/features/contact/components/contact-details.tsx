import type { ReactNode } from "react";
import { POSTAL_ADDRESS, SUPPORT_EMAIL } from "#shared/app";
import { Badge } from "../../../components/badge";
import { Card } from "../../../components/card";
import { ChatBubbleIcon, DiscordIcon, MailIcon, MapPinIcon } from "../../../components/icons";
import { useT } from "../../../lib/i18n/use-t";
import styles from "./contact-details.module.css";

interface Channel {
  /** Catalogue keys, translated where they render. */
  title: string;
  badge?: string;
  text?: string;
  icon: ReactNode;
  /** What comes before the text and is the same in every language: the address to write to, the office's. */
  fixed?: ReactNode;
}

const CHANNELS: readonly Channel[] = [
  {
    title: "contact.details.emailTitle",
    icon: <MailIcon size={22} />,
    fixed: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>,
    text: "contact.details.emailText",
  },
  {
    title: "contact.details.discordTitle",
    icon: <DiscordIcon size={22} />,
    badge: "contact.details.comingSoon",
    text: "contact.details.discordText",
  },
  {
    title: "contact.details.liveChatTitle",
    icon: <ChatBubbleIcon size={22} />,
    badge: "contact.details.soon",
    text: "contact.details.liveChatText",
  },
  {
    title: "contact.details.officeTitle",
    icon: <MapPinIcon size={22} />,
    fixed: POSTAL_ADDRESS,
  },
];

export function ContactDetails() {
  const { t } = useT();
  return (
    <Card as="section" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t("contact.details.title")}</h2>
      <ul className={styles.list}>
        {CHANNELS.map((channel) => (
          <li key={channel.title} className={styles.item}>
            <span className={styles.icon}>{channel.icon}</span>
            <div className={styles.body}>
              <div className={styles.titleRow}>
                <h3 className={styles.title}>{t(channel.title)}</h3>
                {channel.badge && <Badge tone="warning">{t(channel.badge)}</Badge>}
              </div>
              <p className={styles.text}>
                {channel.fixed}
                {channel.fixed && channel.text && <br />}
                {channel.text && t(channel.text)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
