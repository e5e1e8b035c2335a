import type { SiteConfig } from '@/schemas/site';

/** A registration a homeowner can check: the claim, our number, and the register's search page. */
export interface Credential {
  register: 'gasSafe' | 'oftec' | 'mcs';
  /** The claim as a badge heading: "Gas Safe Registered". */
  claim: string;
  /** What the register calls our number: "Registration". */
  numberLabel: string;
  /** Our number, as the register writes it. */
  number: string;
  checkUrl: string;
  /** What the link does: "Check us on the Gas Safe Register". */
  checkText: string;
}

/**
 * The registrations to show, in this order: Gas Safe always, OFTEC and MCS only once the business has
 * given their number (a badge without a number a homeowner can check is no proof).
 */
export function checkableCredentials(site: SiteConfig): Credential[] {
  const { gasSafe, oftec, mcs } = site.registers;
  const credentials: Credential[] = [
    {
      register: 'gasSafe',
      claim: 'Gas Safe Registered',
      numberLabel: 'Registration',
      number: site.gasSafeNumber,
      checkUrl: gasSafe.checkUrl,
      checkText: 'Check us on the Gas Safe Register',
    },
  ];
  if (oftec.number)
    credentials.push({
      register: 'oftec',
      claim: 'OFTEC Registered',
      numberLabel: 'Registration',
      number: oftec.number,
      checkUrl: oftec.checkUrl,
      checkText: 'Check us on the OFTEC register',
    });
  if (mcs.number)
    credentials.push({
      register: 'mcs',
      claim: 'MCS Certified',
      numberLabel: 'Certificate',
      number: mcs.number,
      checkUrl: mcs.checkUrl,
      checkText: 'Check us on the MCS register',
    });
  return credentials;
}
