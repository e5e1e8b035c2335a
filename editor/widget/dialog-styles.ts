/**
 * The block dialog's and the text box's bar's look, close to Decap's own: a stylesheet of their own,
 * as no site CSS reaches the editor's page (its policy allows inline styles, which Decap itself needs).
 */
export const dialogStyles = `
.cm-text-box-bar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 0 0 8px; }
.cm-text-box-button, .block-dialog button { min-height: 40px; padding: 6px 14px; border: 1px solid #3a69c7;
  border-radius: 5px; background: #fff; color: #1f3f80; font: inherit; font-size: 15px; cursor: pointer; }
.cm-text-box-button:disabled { border-color: #c4c4cc; color: #6b6b75; cursor: not-allowed; }
.cm-text-box-button:focus-visible, .block-dialog :focus-visible { outline: 3px solid #1f3f80; outline-offset: 2px; }
.cm-text-box-status { color: #3d3d45; font-size: 14px; }
.block-dialog { width: min(44rem, calc(100vw - 2rem)); max-height: calc(100vh - 4rem); padding: 24px;
  border: 0; border-radius: 8px; box-shadow: 0 8px 40px rgb(0 0 0 / 0.3); font: 16px/1.5 system-ui, sans-serif; color: #1e1e24; }
.block-dialog::backdrop { background: rgb(30 30 36 / 0.55); }
.block-dialog h2 { margin: 0 0 8px; font-size: 22px; }
.block-menu { list-style: none; margin: 16px 0; padding: 0; display: grid; gap: 8px; }
.block-menu li { display: grid; grid-template-columns: minmax(10rem, 14rem) 1fr; gap: 12px; align-items: center; }
.block-menu span { color: #3d3d45; font-size: 14px; }
.block-dialog-buttons { display: flex; gap: 12px; margin-top: 16px; }
.block-dialog .block-dialog-primary { background: #3a69c7; color: #fff; }
@media (max-width: 40rem) { .block-menu li { grid-template-columns: 1fr; gap: 2px; } }
`;
