import { NotFoundPage, notFoundMetadata } from '@/components/pages/not-found-page';

export const metadata = notFoundMetadata;

export default NotFoundPage;
