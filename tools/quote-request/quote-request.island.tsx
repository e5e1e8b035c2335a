'use client';

import { ErrorSummary, Radios, TextArea, TextField, type FieldError } from '@/tools/shared/fields';
import { formatNumber } from '@/tools/shared/money';
import type { TownDistricts } from '@/schemas/areas';
import { SERVICES } from '@/schemas/services';
import { CoverageAnswer } from '@/tools/coverage/coverage-answer';
import {
  BATHROOMS,
  BEDROOMS,
  CALL_TIMES,
  FUELS,
  MESSAGE_MAX_LENGTH,
  PROPERTY_TYPES,
  asks,
  type QuoteField,
} from './answers';
import { QuoteReady, type QuoteBusiness } from './quote-ready';
import { useQuoteRequest } from './use-quote-request';

interface QuoteRequestProps {
  business: QuoteBusiness;
  /** The towns served and their postcode districts, for the answer under the postcode. */
  areas: TownDistricts[];
}

const ID = 'quote';

const counts = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
// Made once, not at each render: a field whose props are the same is not drawn again (tools/shared/fields.tsx).
const BEDROOM_OPTIONS = counts(BEDROOMS);
const BATHROOM_OPTIONS = counts(BATHROOMS);
const radioGroups: Partial<Record<QuoteField, readonly { value: string }[]>> = {
  service: SERVICES,
  propertyType: PROPERTY_TYPES,
  bedrooms: BEDROOM_OPTIONS,
  bathrooms: BATHROOM_OPTIONS,
  fuel: FUELS,
  callTime: CALL_TIMES,
};
/** Where the error summary's link for a field goes: a radio group's first option, or the field. */
const targetOf = (field: QuoteField) => {
  const first = radioGroups[field]?.[0];
  return first ? `${ID}-${field}-${first.value}` : `${ID}-${field}`;
};

/**
 * The quote request: the visitor's answers checked in the browser, then handed to WhatsApp or
 * e-mail ready to send, or a phone call. The site sends and stores nothing; the fields are the
 * browser's own (uncontrolled), so nothing typed before the script arrives is lost.
 */
export function QuoteRequestIsland({ business, areas }: QuoteRequestProps) {
  const { form, summary, ready, service, postcode, errors, message, onChange, onSubmit, onReset, edit } =
    useQuoteRequest(business.name);
  const errorOf = (field: QuoteField) => errors.find((error) => error.field === field)?.message;
  const summaryErrors: FieldError[] = errors.map((error) => ({
    target: targetOf(error.field),
    message: error.message,
  }));

  return (
    <div data-island="QuoteRequestIsland">
      <form
        ref={form}
        noValidate
        hidden={message !== null}
        onChange={onChange}
        onSubmit={onSubmit}
        onReset={onReset}
        // A press before the island has started is held by the site script and replayed (useHeldSubmit).
        // Were the site script missing too, the answers would go to an e-mail, never to the site.
        data-hold-submit=""
        action={`mailto:${business.email}`}
        method="post"
        encType="text/plain"
        aria-labelledby="quote-form"
        className="space-y-8"
      >
        <ErrorSummary id={`${ID}-errors`} errors={summaryErrors} summaryRef={summary} />
        <Radios
          id={`${ID}-service`}
          name="service"
          legend="What do you need?"
          options={SERVICES}
          error={errorOf('service')}
        />
        <Radios
          id={`${ID}-propertyType`}
          name="propertyType"
          legend="What type of property is it?"
          options={PROPERTY_TYPES}
          error={errorOf('propertyType')}
        />
        <Radios
          id={`${ID}-bedrooms`}
          name="bedrooms"
          legend="How many bedrooms?"
          hint="This tells us what size of system your home needs."
          options={BEDROOM_OPTIONS}
          error={errorOf('bedrooms')}
          hidden={!asks('bedrooms', service)}
          inline
        />
        <Radios
          id={`${ID}-bathrooms`}
          name="bathrooms"
          legend="How many bathrooms?"
          options={BATHROOM_OPTIONS}
          error={errorOf('bathrooms')}
          hidden={!asks('bathrooms', service)}
          inline
        />
        <Radios
          id={`${ID}-fuel`}
          name="fuel"
          legend="How is the home heated now?"
          options={FUELS}
          error={errorOf('fuel')}
          hidden={!asks('fuel', service)}
        />
        <div>
          <TextField
            id={`${ID}-postcode`}
            name="postcode"
            label="Postcode"
            hint="Of the property, so we know it is in our area"
            autoComplete="postal-code"
            spellCheck={false}
            maxWidth="max-w-40"
            error={errorOf('postcode')}
          />
          <CoverageAnswer id={`${ID}-postcode-area`} typed={postcode} areas={areas} />
        </div>
        <TextField
          id={`${ID}-name`}
          name="name"
          label="Your name"
          autoComplete="name"
          spellCheck={false}
          error={errorOf('name')}
        />
        <TextField
          id={`${ID}-phone`}
          name="phone"
          label="Phone number"
          hint="A phone number, an e-mail address or both, so we can reply"
          type="tel"
          autoComplete="tel"
          maxWidth="max-w-60"
          error={errorOf('phone')}
        />
        <TextField
          id={`${ID}-email`}
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errorOf('email')}
        />
        <Radios
          id={`${ID}-callTime`}
          name="callTime"
          legend="When is the best time to call? (optional)"
          options={CALL_TIMES}
          error={errorOf('callTime')}
        />
        <TextArea
          id={`${ID}-message`}
          name="message"
          rows={5}
          label={`Anything else we should know?${service === 'other' ? '' : ' (optional)'}`}
          hint={`For example what is wrong with your boiler, or when you would like the work done. Up to ${formatNumber(MESSAGE_MAX_LENGTH)} characters.`}
          error={errorOf('message')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="tool-button">
            Continue
          </button>
          <button type="reset" className="tool-button-secondary">
            Clear my answers
          </button>
        </div>
      </form>
      {message ? <QuoteReady id={ID} message={message} business={business} headingRef={ready} onEdit={edit} /> : null}
    </div>
  );
}
