// @ts-ignore
/* eslint-disable */
import { request } from "@umijs/max";

/** The latest 100 imports, newest first GET /api/imports */
export async function listImportBatches(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.ImportBatch[]; total: number }>(
    `/api/imports`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** Import an uploaded file: queued as a job; poll the batch for its progress POST /api/imports */
export async function startImport(
  body: API.ImportRunInput,
  options?: { [key: string]: any }
) {
  return request<any>(`/api/imports`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** One import and its progress GET /api/imports/${param0} */
export async function getImportBatch(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.getImportBatchParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ImportBatch>(`/api/imports/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Undo a whole import (within 7 days): created records removed, updates restored, balances reversed POST /api/imports/${param0}/undo */
export async function undoImportBatch(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.undoImportBatchParams,
  options?: { [key: string]: any }
) {
  const { id: param0, ...queryParams } = params;
  return request<API.ImportBatch>(`/api/imports/${param0}/undo`, {
    method: "POST",
    params: { ...queryParams },
    ...(options || {}),
  });
}

/** Check every row of an uploaded file as the import would; nothing is written POST /api/imports/dry-run */
export async function dryRunImport(
  body: API.ImportRunInput,
  options?: { [key: string]: any }
) {
  return request<API.ImportDryRun>(`/api/imports/dry-run`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
    },
    data: body,
    ...(options || {}),
  });
}

/** Upload a .csv or .xlsx file (the body is the file, at most 20 MB): its header, row count and a guessed mapping POST /api/imports/files */
export async function uploadImportFile(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.uploadImportFileParams,
  options?: { [key: string]: any }
) {
  return request<API.ImportUpload>(`/api/imports/files`, {
    method: "POST",
    params: {
      ...params,
    },
    ...(options || {}),
  });
}

/** What can be imported: each kind with its fields and what updates may match on GET /api/imports/kinds */
export async function listImportKinds(options?: { [key: string]: any }) {
  return request<{ success: true; data: API.ImportKindInfo[] }>(
    `/api/imports/kinds`,
    {
      method: "GET",
      ...(options || {}),
    }
  );
}

/** A kind's template: a CSV with its columns and an example row GET /api/imports/templates/${param0} */
export async function downloadImportTemplate(
  // 叠加生成的Param类型 (非body参数swagger默认没有生成对象)
  params: API.downloadImportTemplateParams,
  options?: { [key: string]: any }
) {
  const { kind: param0, ...queryParams } = params;
  return request<any>(`/api/imports/templates/${param0}`, {
    method: "GET",
    params: { ...queryParams },
    ...(options || {}),
  });
}
