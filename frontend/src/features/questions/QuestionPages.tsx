import { useIdParam } from '../../app/useIdParam';
import { Card } from '../../components/Card';
import { AssociationNotFound } from '../associations/AssociationView';
import { useAssociationIdParam } from '../associations/useAssociationIdParam';
import { AskQuestionView } from './AskQuestionView';
import { QuestionDetail, QuestionNotFound } from './QuestionDetail';
import { QuestionsView } from './QuestionsView';

/** /user-question/{id_association} */
export function AskQuestionPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <AskQuestionView key={associationId} associationId={associationId} />;
}

/** /dashboard/{id}/list-question */
export function QuestionsPage() {
  const associationId = useAssociationIdParam();
  if (associationId === undefined) return <AssociationNotFound />;
  return <QuestionsView key={associationId} associationId={associationId} />;
}

/** /dashboard/{id}/list-question/{id_question} */
export function QuestionDetailPage() {
  const associationId = useAssociationIdParam();
  const questionId = useIdParam('idQuestion');
  if (associationId === undefined) return <AssociationNotFound />;
  return (
    <Card>
      {questionId === undefined ? (
        <QuestionNotFound associationId={associationId} />
      ) : (
        <QuestionDetail
          key={questionId}
          questionId={questionId}
          associationId={associationId}
          headingLevel={1}
          fromScreen
        />
      )}
    </Card>
  );
}
