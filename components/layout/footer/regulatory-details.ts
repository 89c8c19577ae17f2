import { PRODUCT_NAME } from "@/lib/product";

/**
 * Spec §1: the research-analyst registration the footer, the landing page's compliance section
 * and the regulatory disclosure show. The one place these live.
 *
 * ┌──────────────────────────────────────────────────────────────────────────────────────────┐
 * │ PLACEHOLDERS. Every number, name and address below is made up, in the real formats, until │
 * │ the registration is granted. Replace them here (and nowhere else) before going live.      │
 * └──────────────────────────────────────────────────────────────────────────────────────────┘
 */
export const REGULATORY_DETAILS = {
  /** True while the values below are placeholders; set to false with the real ones. */
  placeholder: true,
  /** The registered research analyst (a company: 'Non-Individual' registration). */
  entity: `${PRODUCT_NAME} Research Private Limited`,
  registrationType: "Non-Individual",
  /** SEBI research-analyst registration: INH + 9 digits. */
  raRegistrationNumber: "INH000019873",
  registrationValidity: "Perpetual",
  /** BSE Administration & Supervision Ltd (BASL) enlistment of the research analyst. */
  bseEnlistmentNumber: "6214",
  /** Corporate identification number (MCA): listing, NIC code, state, year, type, number. */
  cin: "U66190MH2023PTC412857",
  registeredOffice: "4th Floor, Kamala Mills Compound, Lower Parel, Mumbai, Maharashtra 400013",
  complianceOfficer: "Priya Nair",
  complianceEmail: "compliance@strikeline.in",
} as const;

/** SEBI's standard risk warning, word for word (the issue quotes it exactly). */
export const SEBI_RISK_WARNING =
  "Investment in securities market are subject to market risks. Read all the related documents carefully before investing.";

/** SEBI's required statement for research analysts (RA Regulations, BASL membership included). */
export const SEBI_REGISTRATION_STATEMENT =
  "Registration granted by SEBI, membership of BASL and certification from NISM in no way guarantee performance of the intermediary or provide any assurance of returns to investors.";

/** The name the disclaimer gives the trader's broker when it is not known (spec §1). */
export const UNKNOWN_BROKER_NAME = "your broker";
