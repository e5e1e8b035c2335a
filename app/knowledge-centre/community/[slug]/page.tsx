import { articleRoute } from '@/components/article/article-page';

const route = articleRoute('community');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
