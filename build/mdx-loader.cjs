/**
 * @next/mdx's loader, with a slip in a page's text said in the content check's words.
 *
 * The editors' preview (`npm run dev`) compiles a page's MDX before the content check reads it, so a
 * curly quote in a building block or an unclosed <Callout> would otherwise show the MDX parser's own
 * words ("Unexpected character `”` (U+201D) before attribute value…"). A build checks the content
 * first and never gets here with such a slip; this only changes what an error says, never a page.
 */
const path = require('node:path');
const { NEXT_MDX_LOADER } = require('./next/mdx-rule.cjs');

const nextMdxLoader = require(NEXT_MDX_LOADER);

/** Lines of about 90 characters: the preview's error box does not wrap them, and scrolls sideways. */
function wrap(text) {
  return text.replace(/(.{1,90})(?: |$)/g, '$1\n').trimEnd();
}

/** The error as the content check would report it: the file, the line and what to write. */
function readableError(error, resourcePath, source) {
  try {
    // The wording lives in TypeScript with the rest of the content check; tsx compiles it on demand.
    const { require: tsxRequire } = require('tsx/cjs/api');
    const { mdxFault } = tsxRequire('../lib/content/mdx-errors.ts', __filename);
    const file = path.relative(process.cwd(), resourcePath).split(path.sep).join('/');
    const { line, message } = mdxFault(file, error, source);
    // The message is all an editor needs: without a stack, the preview lists no lines of code under it.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    const readable = new Error(wrap(`${file}${line === undefined ? '' : `:${line}`}: ${message}`));
    Error.stackTraceLimit = limit;
    return readable;
  } catch {
    // Whatever went wrong in the wording, the parser's own error still says something.
    return error;
  }
}

module.exports = function mdxLoader(source, ...rest) {
  const done = this.async();
  const { resourcePath } = this;
  const loader = new Proxy(this, {
    get(target, property, receiver) {
      if (property !== 'async') return Reflect.get(target, property, receiver);
      return () =>
        (error, ...result) =>
          done(error ? readableError(error, resourcePath, String(source)) : null, ...result);
    },
  });
  nextMdxLoader.call(loader, source, ...rest);
};
