/**
 * Every island of the site, under the name its HTML carries (README, "Islands"): the component's
 * own export name, which is what a page's flight data names when it renders one. <Island> takes one
 * of these names and that island's props, so a wrong name or prop is a type error, and the build
 * treats as an island only a client component listed here. To add an island, write it in
 * components/islands/ ('use client', its root element marked data-island="<its name>") and export
 * it here.
 */
export { CostCalculator } from './cost-calculator';
export { EmbeddedForm } from './embedded-form';
export { GrantChecker } from './grant-checker';
export { QuoteRequest } from './quote-request';
