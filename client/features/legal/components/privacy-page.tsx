import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { LegalContactBlock } from "./contact-block";
import { LegalDocument, type LegalSection } from "./legal-document";

function privacySections(): LegalSection[] {
  return [
    {
      id: "scope",
      title: "Who we are and what this covers",
      body: (
        <p>
          {APP_NAME} ("we", "us") is the data fiduciary for the personal data described here. This policy applies to our
          website, web application and related services (the "Service"), and is written to meet the Digital Personal
          Data Protection Act, 2023 and the Information Technology Act, 2000 and its rules.
        </p>
      ),
    },
    {
      id: "data-we-collect",
      title: "Data we collect",
      body: (
        <ul>
          <li>
            <strong>Account data:</strong> your name, username, e-mail address and password. We store passwords only as
            a one-way hash; we cannot read them.
          </li>
          <li>
            <strong>Conversations:</strong> the prompts you send, the replies you receive, the model used and the
            conversation titles, so that you can see your history.
          </li>
          <li>
            <strong>Payments:</strong> the plan bought, the amount, the status and the Razorpay order and payment
            identifiers. Card, UPI and bank details go directly to Razorpay and never reach us.
          </li>
          <li>
            <strong>Messages to us:</strong> what you send through the contact form or by e-mail.
          </li>
          <li>
            <strong>Technical data:</strong> IP address, browser type, pages requested, timestamps and error logs,
            collected automatically to run and secure the Service.
          </li>
        </ul>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use your data",
      body: (
        <>
          <ul>
            <li>to create and secure your account, including e-mailing one-time verification codes;</li>
            <li>to send your prompts to the AI model you choose and show you its reply;</li>
            <li>to process payments and apply your plan;</li>
            <li>to answer your messages and provide support;</li>
            <li>to prevent fraud and abuse, enforce plan limits and keep the Service running;</li>
            <li>to meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>
            We process your data on the basis of the consent you give when you sign up and for the legitimate uses
            permitted by law. We do not sell your personal data, we do not show advertising, and we do not use your
            conversations to train AI models.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share data with",
      body: (
        <>
          <ul>
            <li>
              <strong>AI model routing and model providers:</strong> your prompts and conversation context are sent to
              our routing provider (OpenRouter) and the provider of the model you pick, only to generate the reply.
            </li>
            <li>
              <strong>Razorpay</strong>, to process payments.
            </li>
            <li>
              <strong>Service providers</strong> that host our servers and deliver our e-mail, bound by contract to use
              the data only on our instructions.
            </li>
            <li>
              <strong>Authorities</strong>, when Indian law or a valid legal order requires it.
            </li>
          </ul>
          <p>
            Some of these providers process data outside India. When they do, we transfer data only as permitted under
            the Digital Personal Data Protection Act, 2023, and choose providers with appropriate safeguards.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep data",
      body: (
        <ul>
          <li>Account data: while your account is open, and deleted within 30 days after you close it.</li>
          <li>Conversations: until you delete them or close your account.</li>
          <li>Payment records: for 8 years, as Indian tax and accounting laws require.</li>
          <li>Server logs: up to 90 days, unless needed to investigate a security incident.</li>
          <li>One-time codes: they expire after 10 minutes and are stored only as hashes.</li>
        </ul>
      ),
    },
    {
      id: "security",
      title: "Security",
      body: (
        <p>
          We protect your data with encryption in transit (HTTPS), hashed passwords and codes, short-lived access
          tokens, access controls and monitoring. No system is perfectly secure; if a breach affects your personal data,
          we will notify you and the Data Protection Board of India as the law requires.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Subject to the law, you have the right to:</p>
          <ul>
            <li>get a summary of the personal data we hold about you and how we use it;</li>
            <li>correct, complete or update your data;</li>
            <li>have your data erased, unless we must keep it by law;</li>
            <li>withdraw your consent at any time (this does not affect processing already done);</li>
            <li>nominate another person to exercise your rights in case of death or incapacity;</li>
            <li>have your grievances addressed by us and, after that, by the Data Protection Board of India.</li>
          </ul>
          <p>
            To exercise a right, write to us from the e-mail address of your account. We respond to every request{" "}
            <strong>within one month</strong> of receiving it.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          The Service is not meant for children under <strong>13</strong>, and they may not use it. Users aged 13 to 17
          may use it only with the verifiable consent of a parent or lawful guardian. We do not track children or direct
          advertising at them. If we learn that we hold data of a child without such consent, we delete it.
        </p>
      ),
    },
    {
      id: "browser-storage",
      title: "Cookies and browser storage",
      body: (
        <p>
          We use no advertising or third-party tracking cookies. To keep you signed in, the Service stores your session
          token, user ID, name, e-mail and plan in your browser's local storage. Logging out removes them. When you pay,
          Razorpay's checkout may set its own cookies to process the payment securely.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We will update this policy when our practices or the law change, and will tell you by e-mail or in the Service
          before a material change takes effect. The "Last Updated" date shows the current version.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact and grievance officer",
      body: (
        <>
          <p>
            For any privacy question, request or complaint, contact our Grievance Officer. We acknowledge complaints
            within 24 hours.
          </p>
          <LegalContactBlock />
        </>
      ),
    },
  ];
}

export function PrivacyPage() {
  useDocumentTitle("Privacy Policy");
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          Your privacy matters to us. This policy explains what personal data {APP_NAME} collects, why, who we share it
          with, and the rights you have over it.
        </p>
      }
      sections={privacySections()}
    />
  );
}
