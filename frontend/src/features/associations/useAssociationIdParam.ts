import { useParams } from 'react-router-dom';

/** The `:idAssociation` of the address as a positive integer, or undefined when it is not one. */
export function useAssociationIdParam(): number | undefined {
  const { idAssociation } = useParams();
  if (!idAssociation || !/^\d+$/.test(idAssociation)) return undefined;
  const id = Number(idAssociation);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}
