import type { ReactNode } from "react";
import { POSTAL_ADDRESS, SUPPORT_EMAIL } from "#shared/app";
import { Badge } from "../../../components/badge";
import { Card } from "../../../components/card";
import { ChatBubbleIcon, DiscordIcon, MailIcon, MapPinIcon } from "../../../components/icons";
import styles from "./contact-details.module.css";

interface Channel {
  title: string;
  icon: ReactNode;
  badge?: string;
  body: ReactNode;
}

const CHANNELS: readonly Channel[] = [
  {
    title: "Email",
    icon: <MailIcon size={22} />,
    body: (
      <>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        <br />
        We reply within one business day.
      </>
    ),
  },
  {
    title: "Discord",
    icon: <DiscordIcon size={22} />,
    badge: "Coming Soon",
    body: "A community server to share prompts, tips and feedback with other members.",
  },
  {
    title: "Live Chat",
    icon: <ChatBubbleIcon size={22} />,
    badge: "Soon",
    body: "Real-time help from our support team, right inside the app.",
  },
  {
    title: "Office",
    icon: <MapPinIcon size={22} />,
    body: POSTAL_ADDRESS,
  },
];

export function ContactDetails() {
  return (
    <Card as="section" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Get in touch</h2>
      <ul className={styles.list}>
        {CHANNELS.map((channel) => (
          <li key={channel.title} className={styles.item}>
            <span className={styles.icon}>{channel.icon}</span>
            <div className={styles.body}>
              <div className={styles.titleRow}>
                <h3 className={styles.title}>{channel.title}</h3>
                {channel.badge && <Badge tone="warning">{channel.badge}</Badge>}
              </div>
              <p className={styles.text}>{channel.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
