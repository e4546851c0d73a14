import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { formatDateTime, formatPeriod } from '../../app/formatDates';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import type { AttendanceScreenQuery } from '../../gql/graphql';

/**
 * Printing the "Presenze" page prints the code alone: everything else is hidden, the code's card
 * fills the sheet (the shift, the code, its validity and how to use it).
 */
const PrintOnlyTheCode = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden !important;
    }
    [data-print-area],
    [data-print-area] * {
      visibility: visible !important;
    }
    [data-print-area] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100%;
      box-shadow: none !important;
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
    width: 12cm;
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
