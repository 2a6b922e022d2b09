export { appliedMigrations, type BackupOptions, backupDatabase } from './dump.js';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupHeader,
  type BackupSummary,
  formatSummary,
} from './format.js';
export { openBackup } from './read-backup.js';
export { checkMigrations, type RestoreOptions, type RestoreSummary, restoreDatabase } from './restore.js';
export { dependencyOrder, listTables, type TableInfo } from './tables.js';
