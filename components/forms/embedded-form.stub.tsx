import type { EmbeddedForm as HostedEmbed } from './embedded-form';

/**
 * Stands in for the hosted-form embed in builds where no form address is configured (see
 * next.config.mjs), so the form pages load no client code for it. HostedForm never renders it then.
 */
export const EmbeddedForm: typeof HostedEmbed = () => {
  throw new Error('The hosted-form embed was left out of this build because no form address was configured.');
};
