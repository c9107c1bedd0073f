import { useParams } from 'react-router';
import { ContentArticle } from '@/features/pages/components/content-article';

export function ContentPageRoute() {
  const { id = '' } = useParams();
  return <ContentArticle key={id} id={id} />;
}
