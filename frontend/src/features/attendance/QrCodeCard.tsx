import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { formatDateTime, formatPeriod } from '../../app/formatDates';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { AttendanceScreenQuery } from '../../gql/graphql';

/**
 * Printing the "Presenze" page prints the code alone, on one sheet (issue 31): everything but the
 * code's card and the elements that contain it is taken out of the layout (`display: none`, so
 * the rest of the page adds no blank sheets, as `visibility: hidden` did), its containers lose
 * their spacing and columns, and the card — the association, the shift, the code, its validity
 * and how to use it — is never split.
 */
const PrintOnlyTheCode = createGlobalStyle`
  @media print {
    @page {
      margin: 1.5cm;
    }
    body *:not(:has([data-print-area])):not([data-print-area]):not([data-print-area] *) {
      display: none !important;
    }
    body *:has([data-print-area]) {
      display: block !important;
      position: static !important;
      min-height: 0 !important;
      height: auto !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
    }
    [data-print-area] {
      width: 100%;
      box-shadow: none !important;
      break-inside: avoid;
    }
    [data-print-hide] {
      display: none !important;
    }
  }
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;

  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

/** Large on every screen: a phone held up to others, a desktop's screen turned to the room. */
const Code = styled.img`
  display: block;
  width: min(100%, 340px);
  aspect-ratio: 1;
  image-rendering: pixelated;
  background: #fff;

  ${theme.media.desktop} {
    width: 360px;
  }
  @media print {
    width: 11cm;
  }
`;

const PrintOnly = styled.div`
  display: none;

  h3 {
    margin: 0 0 4px;
    font-size: 1.4rem;
  }
  @media print {
    display: block;
  }
`;

/** Whose code it is, first on the printed sheet: a notice on a door names its association. */
const AssociationName = styled.p`
  && {
    margin-bottom: 8px;
    font-size: 1.1rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Validity = styled.p`
  font-weight: 600;
`;

const Address = styled.p`
  && {
    max-width: 100%;
    user-select: all;
    color: ${theme.colors.textMuted};
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
`;

type ScreenShift = NonNullable<AttendanceScreenQuery['shift']>;
type CheckIn = AttendanceScreenQuery['shiftCheckIn'];

/** The QR code's image: the server's SVG document as an image (never inserted as markup). */
function svgSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The shift's check-in QR code (issue 22), large, with when it works and "Stampa". The code's
 * address is written under it too, for whoever cannot scan (or to send it on).
 */
export function QrCodeCard({ shift, checkIn }: { shift: ScreenShift; checkIn: CheckIn }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="attendance-qr-title" data-print-area="">
      <PrintOnlyTheCode />
      <PrintOnly>
        <AssociationName>{shift.event.association.name}</AssociationName>
        <h3>{shift.title}</h3>
        <p>{shift.event.name}</p>
        <p>{formatPeriod(shift.startDate, shift.endDate)}</p>
      </PrintOnly>
      <h2 id="attendance-qr-title">{t('attendance.qr_title')}</h2>
      <Code src={svgSource(checkIn.qrSvg)} alt={t('attendance.qr_alt')} />
      <Validity>
        {t('attendance.valid', {
          from: formatDateTime(checkIn.validFrom),
          to: formatDateTime(checkIn.validUntil),
        })}
      </Validity>
      <Hint data-print-hide="">{t('attendance.qr_hint')}</Hint>
      <PrintOnly>
        <p>{t('attendance.print_hint')}</p>
      </PrintOnly>
      <Address data-print-hide="">
        <span className="visually-hidden">{t('attendance.address')}: </span>
        {/* text, not a link: an administrator opening it would only be refused */}
        <span>{checkIn.url}</span>
      </Address>
      <Button variant="secondary" onClick={() => window.print()} data-print-hide="">
        {t('attendance.print')}
      </Button>
    </Panel>
  );
}
