import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Reference data every installation needs: the topics and event types people choose from. */
export const TOPICS = [
  'Ambiente',
  'Animali',
  'Anziani',
  'Cultura',
  'Disabilità',
  'Educazione',
  'Emergenza e protezione civile',
  'Infanzia e famiglia',
  'Inclusione sociale',
  'Salute',
  'Sport',
  'Diritti umani',
];

export const EVENT_TYPES = [
  'Raccolta fondi',
  'Raccolta alimentare',
  'Pulizia del territorio',
  'Assistenza',
  'Formazione',
  'Evento culturale',
  'Evento sportivo',
  'Animazione',
  'Logistica',
  'Sensibilizzazione',
];

export class CatalogData1763750000001 implements MigrationInterface {
  name = 'CatalogData1763750000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of TOPICS)
      await queryRunner.query('INSERT INTO topic (name) VALUES ($1)', [name]);
    for (const name of EVENT_TYPES)
      await queryRunner.query('INSERT INTO event_type (name) VALUES ($1)', [name]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DELETE FROM topic WHERE name = ANY($1)', [TOPICS]);
    await queryRunner.query('DELETE FROM event_type WHERE name = ANY($1)', [EVENT_TYPES]);
  }
}
