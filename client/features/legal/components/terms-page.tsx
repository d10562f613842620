import { Link } from "react-router-dom";
import { PLAN_PERIOD_DAYS, PLANS } from "#shared/plans";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { APP_NAME } from "../../../lib/app-name";
import { formatPlanPrice } from "../../../lib/format-money";
import { PATHS } from "../../../lib/paths";
import { LegalContactBlock } from "./contact-block";
import { LegalDocument, type LegalSection } from "./legal-document";

function termsSections(): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "Acceptance of these Terms",
      body: (
        <>
          <p>
            These Terms of Service ("Terms") are a binding agreement between you and {APP_NAME} ("we", "us", "our")
            governing your use of our website, web application and related services (together, the "Service"). By
            creating an account or using the Service you agree to these Terms and to our{" "}
            <Link to={PATHS.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the Service.
          </p>
          <p>
            These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it,
            and do not require a physical or digital signature.
          </p>
        </>
      ),
    },
    {
      id: "eligibility",
      title: "Eligibility and your account",
      body: (
        <>
          <p>
            You must be at least 13 years old to use the Service. If you are under 18, you may use the Service only with
            the consent and supervision of a parent or lawful guardian, who accepts these Terms on your behalf.
          </p>
          <ul>
            <li>Give accurate information when you sign up and keep it up to date.</li>
            <li>
              Keep your password confidential. You are responsible for everything done through your account, and must
              tell us at once if you suspect unauthorised use.
            </li>
            <li>An account is for one person; do not share or transfer it.</li>
          </ul>
        </>
      ),
    },
    {
      id: "service",
      title: "The Service",
      body: (
        <>
          <p>
            {APP_NAME} lets you chat with artificial-intelligence language models made by third parties. Your prompts
            are sent to those models through a third-party model-routing provider (currently OpenRouter), and the
            replies are shown to you in the Service.
          </p>
          <p>
            The models available depend on your plan. Model providers change, update and retire their models, so we may
            add, replace or remove models at any time. We work to keep the Service available, but we do not guarantee
            that it will be uninterrupted or error-free, and we may apply fair-use and rate limits to protect it.
          </p>
        </>
      ),
    },
    {
      id: "plans",
      title: "Plans, payments and refunds",
      body: (
        <>
          <ul>
            <li>
              <strong>Starter</strong> is free. <strong>Professional</strong> costs{" "}
              {formatPlanPrice(PLANS.professional.amount)} and <strong>Enterprise</strong> costs{" "}
              {formatPlanPrice(PLANS.enterprise.amount)} for each {PLAN_PERIOD_DAYS}-day period. Prices are in Indian
              rupees; any applicable taxes are shown at checkout.
            </li>
            <li>
              Payments are processed by our payment partner, Razorpay. We do not receive or store your card, UPI or bank
              details.
            </li>
            <li>
              A paid plan starts when your payment is confirmed and lasts {PLAN_PERIOD_DAYS} days. Plans do not renew
              automatically: when the period ends your account returns to Starter unless you pay again.
            </li>
            <li>
              Because access to paid models starts immediately, payments are non-refundable, except where required by
              law or where you were charged in error (for example, a duplicate charge). Write to us within 7 days of the
              charge and we will refund amounts charged in error to the original payment method.
            </li>
            <li>We may change prices for future periods; the new price never applies to a period already paid for.</li>
          </ul>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>You agree not to use the Service to:</p>
          <ul>
            <li>break any law in force in India or where you live, or help anyone else do so;</li>
            <li>
              create or share content that is sexually explicit involving minors, defamatory, obscene, hateful,
              harassing, or that threatens the unity, integrity, security or sovereignty of India;
            </li>
            <li>infringe anyone's intellectual property, privacy or other rights;</li>
            <li>create malware, phishing content or spam, or attempt to break into systems or accounts;</li>
            <li>
              probe, overload or disrupt the Service, get around plan limits or access controls, or access it by
              automated means other than an interface we provide for that purpose;
            </li>
            <li>resell or give others access to the Service without our written permission;</li>
            <li>break the usage policies of the model providers whose models you use.</li>
          </ul>
        </>
      ),
    },
    {
      id: "ai-output",
      title: "AI-generated output",
      body: (
        <>
          <p>
            Replies are generated automatically by AI models. They can be inaccurate, incomplete, out of date or
            offensive, and the same question can produce different answers. Output does not reflect our views.
          </p>
          <p>
            Check important information independently. Output is not medical, legal, financial or other professional
            advice, and you must not rely on it as such. You are responsible for how you use the output.
          </p>
        </>
      ),
    },
    {
      id: "content",
      title: "Your content",
      body: (
        <>
          <p>
            You keep the rights you hold in the prompts you submit and, as far as the law and the model providers' terms
            allow, in the output generated for you. You give us a limited licence to store, process and transmit your
            content only to provide and secure the Service, including sending it to the model routing provider and the
            model provider you choose.
          </p>
          <p>
            You are responsible for your content and confirm you have the right to submit it. We do not use your
            conversations to train AI models.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Our intellectual property",
      body: (
        <p>
          The Service, including its software, design, text and the {APP_NAME} name and logo, belongs to us or our
          licensors. These Terms give you a personal, non-exclusive, non-transferable right to use the Service; they do
          not transfer any ownership to you.
        </p>
      ),
    },
    {
      id: "third-parties",
      title: "Third-party services",
      body: (
        <p>
          The Service relies on third parties, including the model-routing provider, the AI model providers and
          Razorpay. Their services are governed by their own terms and privacy policies, and we are not responsible for
          their acts or omissions, though we choose them carefully.
        </p>
      ),
    },
    {
      id: "termination",
      title: "Suspension and termination",
      body: (
        <p>
          You may stop using the Service and ask us to delete your account at any time. We may suspend or close an
          account that breaks these Terms or the law, or that puts the Service or other users at risk; where reasonable
          we will tell you why first. If we close your account without cause, we will refund the unused part of any paid
          period.
        </p>
      ),
    },
    {
      id: "disclaimers",
      title: "Disclaimers and limitation of liability",
      body: (
        <>
          <p>
            To the extent permitted by law, the Service is provided "as is" and "as available", without warranties of
            any kind, whether express or implied, including fitness for a particular purpose.
          </p>
          <p>
            To the extent permitted by law, we are not liable for indirect, incidental, special or consequential losses,
            or for loss of profits, data or goodwill. Our total liability for any claim relating to the Service is
            limited to the amount you paid us in the three months before the claim arose. Nothing in these Terms limits
            liability that cannot be limited by law.
          </p>
        </>
      ),
    },
    {
      id: "indemnity",
      title: "Indemnity",
      body: (
        <p>
          You agree to compensate us for losses and reasonable costs arising from your breach of these Terms or your
          misuse of the Service, including claims by third parties about content you submitted.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these Terms",
      body: (
        <p>
          We may update these Terms as the Service and the law evolve. We will give you at least{" "}
          <strong>30 days' notice</strong> before a material change takes effect, by e-mail or by a notice in the
          Service. If you keep using the Service after a change takes effect, you accept the updated Terms; if you do
          not agree, you may close your account before then.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law and disputes",
      body: (
        <p>
          These Terms are governed by the laws of India. We will first try to resolve any dispute informally; write to
          us and we will respond. Subject to that, the courts at Bengaluru, Karnataka have exclusive jurisdiction.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Grievances and contact",
      body: (
        <>
          <p>
            In accordance with the Information Technology Act, 2000 and the rules made under it, you can raise a
            complaint or question with our Grievance Officer. We acknowledge complaints within 24 hours and resolve them
            within 15 days of receipt.
          </p>
          <LegalContactBlock />
        </>
      ),
    },
  ];
}

export function TermsPage() {
  useDocumentTitle("Terms of Service");
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Please read these Terms carefully. They explain what you can expect from {APP_NAME}, what we expect from you,
          and how plans and payments work.
        </p>
      }
      sections={termsSections()}
    />
  );
}
