/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled
 * eagerly, on a background thread while it streams in, rather than lazily on the main thread when
 * first called. scripts/compile-hints.ts adds it to the scripts pages load at start-up.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
