/**
 * Every island of the site, under the name its HTML carries (docs/islands.md): the component's own
 * export name, which is what a page's flight data names when it renders one. <Island> takes one of
 * these names and that island's props, so a wrong name or prop is a type error, and the build treats
 * as an island only a client component listed here. To add an island, write it in a file named
 * `*.island.tsx` ('use client', its root element marked data-island="<its name>") and export it here.
 */
export { EmbeddedFormIsland } from '@/components/forms/embedded-form.island';
export { CostCalculatorIsland } from '@/tools/cost-calculator/cost-calculator.island';
export { GrantCheckerIsland } from '@/tools/grant-checker/grant-checker.island';
export { QuoteRequestIsland } from '@/tools/quote-request/quote-request.island';
