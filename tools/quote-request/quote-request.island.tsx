'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, Radios, TextArea, TextField, type FieldError } from '@/tools/shared/fields';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import { formatNumber } from '@/tools/shared/money';
import { readSaved, restoreFields, save } from '@/tools/shared/tab-storage';
import {
  asks,
  BATHROOMS,
  BEDROOMS,
  CALL_TIMES,
  composeSummary,
  emailSubject,
  FUELS,
  mailtoHref,
  MESSAGE_MAX_LENGTH,
  parseServiceParam,
  PROPERTY_TYPES,
  QUOTE_FIELDS,
  validateQuote,
  whatsappHref,
  type QuoteAnswers,
  type QuoteField,
  type QuoteRequest as QuoteRequestData,
} from './answers';
import { SERVICES } from '@/schemas/services';

export interface QuoteBusiness {
  name: string;
  email: string;
  messagingUrl: string;
  phone: { display: string; href: string };
}

interface QuoteRequestProps {
  business: QuoteBusiness;
}

const ID = 'quote';
/** The answers, kept in this tab only (tools/shared/tab-storage). */
const STORAGE_KEY = 'quote-request';

/**
 * The history entry of the request ready to send: the phone's Back button returns to the questions,
 * as it would from a page of its own, rather than leaving the contact page.
 */
const READY_STATE = 'quoteReady';
const isReadyEntry = (state: unknown) => Boolean((state as Record<string, unknown> | null)?.[READY_STATE]);

/** Back to the first question, on the answer given (a radio group is entered at its checked option). */
function focusFirstQuestion(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLInputElement>('input');
    const chosen =
      first?.type === 'radio' ? form?.querySelector<HTMLInputElement>(`input[name="${first.name}"]:checked`) : null;
    (chosen ?? first)?.focus();
  });
}

/** The request ready to send: the message, and the e-mail's subject. */
const readyMessage = (request: QuoteRequestData, businessName: string) => ({
  text: composeSummary(request, businessName),
  subject: emailSubject(request),
});

const counts = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const radioGroups: Partial<Record<QuoteField, readonly { value: string }[]>> = {
  service: SERVICES,
  propertyType: PROPERTY_TYPES,
  bedrooms: counts(BEDROOMS),
  bathrooms: counts(BATHROOMS),
  fuel: FUELS,
  callTime: CALL_TIMES,
};
/** Where the error summary's link for a field goes: a radio group's first option, or the field. */
const targetOf = (field: QuoteField) => {
  const first = radioGroups[field]?.[0];
  return first ? `${ID}-${field}-${first.value}` : `${ID}-${field}`;
};

function readForm(form: HTMLFormElement): QuoteAnswers {
  const answers: QuoteAnswers = {};
  const data = new FormData(form);
  for (const field of QUOTE_FIELDS) {
    const value = data.get(field);
    if (typeof value === 'string' && value !== '') answers[field] = value;
  }
  return answers;
}

/**
 * A link's service (/contact?service=…) chooses the first answer. Once the visitor has chosen
 * another, the address drops it, so a reload keeps their choice rather than the link's.
 */
function forgetLinkedService(answers: QuoteAnswers) {
  const address = new URL(location.href);
  const linked = parseServiceParam(address.searchParams.get('service'));
  if (!linked || linked === answers.service) return;
  address.searchParams.delete('service');
  history.replaceState(history.state, '', address);
}

/**
 * The quote request: the visitor's answers checked in the browser, then handed to WhatsApp or
 * e-mail ready to send, or a phone call. The site sends and stores nothing; the fields are the
 * browser's own (uncontrolled), so nothing typed before the script arrives is lost.
 */
export function QuoteRequestIsland({ business }: QuoteRequestProps) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const ready = useRef<HTMLHeadingElement>(null);
  const [service, setService] = useState<string>();
  const [errors, setErrors] = useState<{ field: QuoteField; message: string }[]>([]);
  const [message, setMessage] = useState<{ text: string; subject: string } | null>(null);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const linked = parseServiceParam(new URLSearchParams(location.search).get('service'));
    // Anything typed before the script arrived stays; then the link's service, then the saved answers.
    restoreFields(element, { ...readSaved(STORAGE_KEY), ...(linked ? { service: linked } : {}) }, QUOTE_FIELDS);
    const answers = readForm(element);
    setService(answers.service);
    forgetLinkedService(answers);
    // Reloaded on the request ready to send: the island starts on the questions, and so does this entry.
    if (isReadyEntry(history.state)) history.replaceState({ ...history.state, [READY_STATE]: false }, '');
  }, []);
  useHeldSubmit(form);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const result = isReadyEntry(event.state) && form.current ? validateQuote(readForm(form.current)) : undefined;
      if (result?.ok) {
        setMessage(readyMessage(result.request, business.name));
      } else {
        setMessage(null);
        focusFirstQuestion(form.current);
      }
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [business.name]);

  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  useEffect(() => {
    if (message) ready.current?.focus();
  }, [message]);

  function onChange() {
    if (!form.current) return;
    const answers = readForm(form.current);
    setService(answers.service);
    save(STORAGE_KEY, answers);
    forgetLinkedService(answers);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateQuote(readForm(event.currentTarget));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setMessage(readyMessage(result.request, business.name));
    if (!isReadyEntry(history.state)) history.pushState({ ...history.state, [READY_STATE]: true }, '');
  }

  function edit() {
    // The same as the Back button: the entry of the request ready to send is left behind.
    if (isReadyEntry(history.state)) {
      history.back();
      return;
    }
    setMessage(null);
    focusFirstQuestion(form.current);
  }

  // An error about a question the chosen service no longer asks is dropped: its field is hidden.
  const shown = errors.filter((error) => asks(error.field, service));
  const errorOf = (field: QuoteField) => shown.find((error) => error.field === field)?.message;
  const summaryErrors: FieldError[] = shown.map((error) => ({
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
        onReset={() => {
          save(STORAGE_KEY, {});
          setService(undefined);
          setErrors([]);
        }}
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
          options={counts(BEDROOMS)}
          error={errorOf('bedrooms')}
          hidden={!asks('bedrooms', service)}
          inline
        />
        <Radios
          id={`${ID}-bathrooms`}
          name="bathrooms"
          legend="How many bathrooms?"
          options={counts(BATHROOMS)}
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
      {message ? (
        <section aria-labelledby={`${ID}-ready`} data-testid="quote-ready">
          <h3 id={`${ID}-ready`} ref={ready} tabIndex={-1} className="text-xl font-bold text-slate-900">
            Your request is ready to send
          </h3>
          <p className="mt-2 text-slate-700">
            Check it, then choose how to send it. WhatsApp and e-mail open with everything filled in: nothing reaches us
            until you press send there.
          </p>
          <pre
            className="mt-4 rounded-lg bg-white p-4 font-sans text-base whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
            data-testid="quote-summary"
          >
            {message.text}
          </pre>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={whatsappHref(business.messagingUrl, message.text)}
              target="_blank"
              rel="noopener noreferrer"
              className="tool-button"
            >
              Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={mailtoHref(business.email, message.subject, message.text)} className="tool-button">
              Send by e-mail
            </a>
            <a href={business.phone.href} className="tool-button-secondary nowrap-unless-narrow">
              Or call {business.phone.display}
            </a>
          </div>
          <button type="button" onClick={edit} className="mt-6 font-semibold text-brand-700 underline">
            Change your answers
          </button>
        </section>
      ) : null}
    </div>
  );
}
