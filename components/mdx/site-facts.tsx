import { listOf } from '@/lib/lists';
import { fullAddress, gasEmergencyHref, getSite, mailtoHref, telHref } from '@/lib/site';
import type { FactProps } from '@/schemas/components';

export function PhoneLink() {
  const site = getSite();
  return (
    <a href={telHref(site)} className="nowrap-unless-narrow">
      {site.phone.display}
    </a>
  );
}

export function EmailLink() {
  const site = getSite();
  return <a href={mailtoHref(site)}>{site.email}</a>;
}

/** Who to call when a reader smells gas or a carbon monoxide alarm sounds, with the number to tap. */
export function GasEmergencyLine() {
  const site = getSite();
  return (
    <>
      the {site.gasEmergency.name} on{' '}
      <a href={gasEmergencyHref(site)} className="nowrap-unless-narrow">
        {site.gasEmergency.display}
      </a>
    </>
  );
}

/** A business fact in running text, from the settings, so a change there reaches every page. */
export function Fact({ name }: FactProps) {
  const site = getSite();
  const facts = {
    businessName: site.name,
    gasSafeNumber: site.gasSafeNumber,
    experience: site.experience,
    foundingYear: String(site.foundingYear),
    address: fullAddress(site),
    boilerGuaranteeYears: String(site.boilerGuaranteeYears),
    enquiryResponse: site.response.enquiries,
    estimateTime: site.response.estimates,
    // The towns the structured data lists as areas served, so a page's words and its data agree.
    mainAreas: listOf(site.areas.primary),
    furtherAreas: listOf(site.areas.extended),
  } satisfies Record<FactProps['name'], string>;
  return <>{facts[name]}</>;
}
