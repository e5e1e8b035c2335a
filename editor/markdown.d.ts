// EDITING.md, bundled as text for the editor (build/editor/bundle.ts): its building blocks' names
// and what each is for (editor/blocks/catalogue.ts).
declare module '*.md' {
  const text: string;
  export default text;
}
