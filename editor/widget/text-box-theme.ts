import { EditorView } from '@codemirror/view';

/** The text box in Decap's look: its font, a visible focus ring, and chips that read as buttons. */
export const textBoxTheme = EditorView.theme({
  '&': { border: '2px solid #dfdfe3', borderRadius: '5px', backgroundColor: '#fff', fontSize: '15px' },
  '&.cm-focused': { outline: '3px solid #3a69c7', outlineOffset: '1px' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', minHeight: '24rem' },
  '.cm-gutters': { backgroundColor: '#f5f5f7', color: '#5c5c66', borderRight: '1px solid #dfdfe3' },
  '.cm-block-chip': {
    display: 'flex',
    gap: '0.5rem',
    alignItems: 'center',
    margin: '2px 0',
    padding: '4px 6px',
    border: '1px solid #b9c6e6',
    borderRadius: '6px',
    backgroundColor: '#eef2fb',
    fontFamily: 'system-ui, sans-serif',
  },
  '.cm-block-chip-open': { backgroundColor: '#f7f9fd', borderStyle: 'dashed' },
  '.cm-block-chip-inline': { display: 'inline-flex', margin: '0 2px', padding: '1px 4px', verticalAlign: 'middle' },
  '.cm-block-chip button': {
    minHeight: '32px',
    padding: '2px 10px',
    border: '1px solid #3a69c7',
    borderRadius: '4px',
    backgroundColor: '#fff',
    color: '#1f3f80',
    font: 'inherit',
    cursor: 'pointer',
  },
  '.cm-block-chip-toggle': { fontWeight: '600', minWidth: '0' },
  // On a tablet a long label wraps; Edit keeps its one word.
  '.cm-block-chip-edit': { flexShrink: '0' },
  '.cm-block-chip button:focus-visible': { outline: '3px solid #1f3f80', outlineOffset: '2px' },
  // Findings underlined by the text's own decoration, not CodeMirror's drawn wave (a background image,
  // whose contrast a checker cannot judge): an error in a red wave, the writing advice (a warning,
  // which never stops Save) in an amber dotted line. Their gutter marks differ in shape too.
  '.cm-lintRange-error, .cm-lintRange-warning': {
    backgroundImage: 'none',
    textDecorationThickness: '2px',
    textUnderlineOffset: '3px',
    textDecorationSkipInk: 'none',
  },
  '.cm-lintRange-error': {
    textDecorationLine: 'underline',
    textDecorationStyle: 'wavy',
    textDecorationColor: '#b3261e',
  },
  '.cm-lintRange-warning': {
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
    textDecorationColor: '#8a6100',
  },
  // The list of problems: its close button big enough to press (its × drawn here, its name "Close"),
  // and each problem's words in the text's colour.
  '.cm-panel.cm-panel-lint [name=close]': {
    width: '32px',
    height: '32px',
    fontSize: '0',
    color: '#1a1a1a',
    cursor: 'pointer',
  },
  '.cm-panel.cm-panel-lint [name=close]::before': { content: '"×"', fontSize: '22px', lineHeight: '32px' },
  '.cm-panel.cm-panel-lint [name=close]:focus-visible': { outline: '3px solid #1f3f80' },
});
