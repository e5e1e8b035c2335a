/**
 * The block form's look. No Tailwind build reaches the web editor, so this is plain CSS for a
 * <style> beside the form's root; the error summary and messages follow GOV.UK's.
 */
export const blockFormStyles = `
.block-form { font: 16px/1.4 system-ui, sans-serif; color: #0b0c0c; max-width: 40rem; }
.block-form__title { font-size: 1.5rem; margin: 0 0 0.25rem; }
.block-form__summary-text, .block-form__note { color: #505a5f; margin: 0 0 1rem; }
.block-form__group, .block-form__fieldset { margin: 0 0 1.25rem; }
.block-form__fieldset { border: 0; padding: 0; min-width: 0; }
.block-form__fieldset--row { border-left: 4px solid #b1b4b6; padding-left: 0.75rem; margin-bottom: 0.5rem; }
.block-form__group--error { border-left: 4px solid #d4351c; padding-left: 0.75rem; }
.block-form__label, .block-form__legend { display: block; font-weight: 700; margin-bottom: 0.25rem; }
.block-form__legend--row { font-weight: 600; }
.block-form__label--inline { display: inline; font-weight: 400; margin-left: 0.5rem; }
.block-form__mark { font-weight: 400; color: #505a5f; }
.block-form__hint { color: #505a5f; margin: 0 0 0.25rem; }
.block-form__error { color: #d4351c; font-weight: 700; margin: 0 0 0.25rem; }
.block-form__input, .block-form__select { font: inherit; width: 100%; box-sizing: border-box; padding: 0.35rem; border: 2px solid #0b0c0c; }
.block-form__input--number { max-width: 10rem; }
.block-form__group--error .block-form__input, .block-form__group--error .block-form__select { border-color: #d4351c; }
.block-form__checkbox { width: 1.25rem; height: 1.25rem; vertical-align: middle; }
.block-form__row { margin-bottom: 1rem; }
.block-form__row-buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.block-form button { font: inherit; cursor: pointer; }
.block-form__small { font-size: 0.875rem; padding: 0.2rem 0.5rem; background: #f3f2f1; border: 1px solid #b1b4b6; }
.block-form__secondary { padding: 0.4rem 0.8rem; background: #f3f2f1; border: 0; box-shadow: 0 2px 0 #929191; }
.block-form__primary { padding: 0.5rem 1rem; background: #00703c; color: #fff; border: 0; box-shadow: 0 2px 0 #002d18; }
.block-form__actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
.block-form :focus-visible { outline: 3px solid #fd0; outline-offset: 0; box-shadow: inset 0 0 0 2px #0b0c0c; }
.block-form__summary { border: 5px solid #d4351c; padding: 1rem; margin-bottom: 1.5rem; }
.block-form__summary h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
.block-form__summary ul { margin: 0; padding-left: 1.25rem; }
.block-form__summary a { color: #d4351c; font-weight: 700; }
.block-form__hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
