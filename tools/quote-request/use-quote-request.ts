import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readSaved, restoreFields, save } from '@/tools/shared/tab-storage';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import {
  asks,
  parseServiceParam,
  QUOTE_FIELDS,
  validateQuote,
  type QuoteAnswers,
  type QuoteField,
  type QuoteRequest,
} from './answers';
import { composeSummary, emailSubject } from './message';

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
const readyMessage = (request: QuoteRequest, businessName: string) => ({
  text: composeSummary(request, businessName),
  subject: emailSubject(request),
});

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
 * The quote request's state: the answers restored and kept, the errors, and the request ready to
 * send with its own history entry. The fields are the browser's own (uncontrolled), so nothing typed
 * before the script arrives is lost; the island renders the form and hands it these refs and handlers.
 */
export function useQuoteRequest(businessName: string) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const ready = useRef<HTMLHeadingElement>(null);
  const [service, setService] = useState<string>();
  const [postcode, setPostcode] = useState('');
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
    setPostcode(answers.postcode ?? '');
    forgetLinkedService(answers);
    // Reloaded on the request ready to send: the island starts on the questions, and so does this entry.
    if (isReadyEntry(history.state)) history.replaceState({ ...history.state, [READY_STATE]: false }, '');
  }, []);
  useHeldSubmit(form);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const result = isReadyEntry(event.state) && form.current ? validateQuote(readForm(form.current)) : undefined;
      if (result?.ok) {
        setMessage(readyMessage(result.request, businessName));
      } else {
        setMessage(null);
        focusFirstQuestion(form.current);
      }
    };
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, [businessName]);

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
    setPostcode(answers.postcode ?? '');
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
    setMessage(readyMessage(result.request, businessName));
    if (!isReadyEntry(history.state)) history.pushState({ ...history.state, [READY_STATE]: true }, '');
  }

  function onReset() {
    save(STORAGE_KEY, {});
    setService(undefined);
    setPostcode('');
    setErrors([]);
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

  return {
    form,
    summary,
    ready,
    service,
    // What is typed in the postcode field, which the island answers "in our area" or not.
    postcode,
    // An error about a question the chosen service no longer asks is dropped: its field is hidden.
    errors: errors.filter((error) => asks(error.field, service)),
    message,
    onChange,
    onSubmit,
    onReset,
    edit,
  };
}
