import styles from "./landing.module.css";
import { LandingSection } from "./landing-section";
import visuallyHidden from "@/components/ui/visually-hidden.module.css";

const STEPS = [
  {
    title: "Log in with your broker",
    text: "You are securely redirected to your broker to log in. Strikeline never sees your password.",
  },
  {
    title: "Pick a tradebox",
    text: "Filter by risk, the funds needed, market view and index, and read each one's track record and payoff.",
  },
  {
    title: "Check and place",
    text: "See the margin it needs against your available funds, choose the lots, and place every leg at once.",
  },
  {
    title: "Track, adjust, exit",
    text: "Follow live profit and loss. Apply the analyst's adjustments as they come, and exit with one order.",
  },
] as const;

/** The steps of following a tradebox. */
export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How a tradebox works"
      title="From market view to live position in four steps"
    >
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <h3 className={styles.h3}>
              <span className={visuallyHidden.srOnly}>{`Step ${index + 1}: `}</span>
              {step.title}
            </h3>
            <p className={styles.muted}>{step.text}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
