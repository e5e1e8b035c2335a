import { getSite, mailtoHref, telHref } from '@/lib/site';

export function PhoneLink() {
  const site = getSite();
  return (
    <a href={telHref(site)} className="whitespace-nowrap">
      {site.phone.display}
    </a>
  );
}

export function EmailLink() {
  const site = getSite();
  return <a href={mailtoHref(site)}>{site.email}</a>;
}
